// Password reset through a real SMTP server (docs/decisions.md, "Systems outside ours"): with SMTP_URL
// set, the email leaves by SMTP (here a server on loopback, no authentication, no TLS) from the
// outbox, which marks it sent, and its link resets the password. A server that cannot be reached
// does not stop the request: the link arrives once it is back (more in outbox-delivery.test.ts).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, users } from '../../server/generated/tables.ts';
import { hashPassword } from '../../server/core/passwords.ts';
import { newCode } from '../../server/core/secrets.ts';
import { type SmtpInbox, startSmtpInbox } from '../support/smtp-inbox.ts';
import { type TestApi, startApi } from './harness.ts';
import { visitorAt } from './visitors.ts';

let inbox: SmtpInbox;
let api: TestApi;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  api = await startApi({ publicUrl: 'https://portal.test.example', mail: { smtpUrl: inbox.url, from: 'myGWM <no-reply@test.example>' } });
});
afterAll(async () => {
  await api.close();
  await inbox.stop();
});

async function insertOwner(email: string) {
  await api.app.database.db.insert(users).values({
    firstname: 'Sam',
    lastname: 'Smtp',
    email,
    password: await hashPassword('the old password'),
    role: 'USER',
    registered: true,
    invitation_code: newCode(),
  });
}

const login = (username: string, password: string) => api.post('visitor', '/api/login', { username, password });

describe('password reset by SMTP', () => {
  it('emails the link by SMTP; the link resets the password; the new password signs in and the old one does not', async () => {
    await insertOwner('sam.smtp@test.example');
    const asked = await visitorAt(api).post('/api/password/email', { email: 'sam.smtp@test.example' });
    expect(asked.body.status).toBe('passwords.sent');

    await api.app.outbox.deliverDue();
    expect(inbox.messages).toHaveLength(1);
    const mail = inbox.messages[0]!;
    expect(mail.envelopeTo).toEqual(['sam.smtp@test.example']);
    expect(mail.headers).toMatchObject({ from: 'myGWM <no-reply@test.example>', to: 'sam.smtp@test.example', subject: 'Reset your myGWM password' });
    const link = new URL(/https:\/\/portal\.test\.example\/resetpassword\/\S+/.exec(mail.text)![0]);
    expect(link.searchParams.get('email')).toBe('sam.smtp@test.example');
    const token = decodeURIComponent(link.pathname.split('/').pop()!);

    const reset = await visitorAt(api).post('/api/password/reset', {
      email: 'sam.smtp@test.example',
      token,
      password: 'a new password',
      password_confirmation: 'a new password',
    });
    expect(reset.body.status).toBe('passwords.reset');
    expect((await login('sam.smtp@test.example', 'a new password')).status).toBe(200);
    expect((await login('sam.smtp@test.example', 'the old password')).status).toBe(401);
    const [kept] = await api.app.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'sam.smtp@test.example'));
    expect(kept).toMatchObject({ state: 'sent', tries: 1, last_error: null, next_attempt_at: null, sent_at: expect.any(Date) });
  });

  it('answers passwords.sent while the SMTP server cannot be reached, and the link arrives once it is back', async () => {
    await insertOwner('sam.unlucky@test.example');
    await inbox.stop();
    const asked = await visitorAt(api).post('/api/password/email', { email: 'sam.unlucky@test.example' });
    expect(asked.body.status).toBe('passwords.sent');
    await api.app.outbox.deliverDue();
    const [queued] = await api.app.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'sam.unlucky@test.example'));
    expect(queued).toMatchObject({ state: 'queued', tries: 1, last_error: expect.stringContaining('ECONNREFUSED') });

    await inbox.start();
    await api.app.outbox.deliverDue(() => new Date(queued!.next_attempt_at!.getTime() + 1));
    expect(inbox.messages.filter((m) => m.envelopeTo.includes('sam.unlucky@test.example'))).toHaveLength(1);
  });
});
