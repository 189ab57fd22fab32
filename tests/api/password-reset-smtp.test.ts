// Password reset through a real SMTP server (decisions.md, "Systems outside ours"): with SMTP_URL
// set, the email leaves by SMTP (here a server on loopback, no authentication, no TLS), its link
// resets the password, and nothing goes to the outbox. A server that cannot be reached gives the
// screen's "unable to reset" sentence.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, users } from '../../server/generated/tables.ts';
import { hashPassword } from '../../server/services/passwords.ts';
import { newCode } from '../../server/services/secrets.ts';
import { FORGOT_PASSWORD_MESSAGES } from '../../shared/password-outcomes.ts';
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
  await api.app.database.db
    .insert(users)
    .values({ firstname: 'Sam', lastname: 'Smtp', email, password: await hashPassword('the old password'), role: 'USER', registered: true, invitation_code: newCode() });
}

const login = (username: string, password: string) => api.post('visitor', '/api/login', { username, password });

describe('password reset by SMTP', () => {
  it('emails the link by SMTP; the link resets the password; the new password signs in and the old one does not', async () => {
    await insertOwner('sam.smtp@test.example');
    const asked = await visitorAt(api).post('/api/password/email', { email: 'sam.smtp@test.example' });
    expect(asked.body.status).toBe('passwords.sent');

    expect(inbox.messages).toHaveLength(1);
    const mail = inbox.messages[0]!;
    expect(mail.envelopeTo).toEqual(['sam.smtp@test.example']);
    expect(mail.headers).toMatchObject({ from: 'myGWM <no-reply@test.example>', to: 'sam.smtp@test.example', subject: 'Reset your myGWM password' });
    const link = new URL(/https:\/\/portal\.test\.example\/resetpassword\/\S+/.exec(mail.text)![0]);
    expect(link.searchParams.get('email')).toBe('sam.smtp@test.example');
    const token = decodeURIComponent(link.pathname.split('/').pop()!);

    const reset = await visitorAt(api).post('/api/password/reset', { email: 'sam.smtp@test.example', token, password: 'a new password', password_confirmation: 'a new password' });
    expect(reset.body.status).toBe('passwords.reset');
    expect((await login('sam.smtp@test.example', 'a new password')).status).toBe(200);
    expect((await login('sam.smtp@test.example', 'the old password')).status).toBe(401);
    expect(await api.app.database.db.select().from(outboxMessages)).toEqual([]);
  });

  it('answers the "unable to reset" sentence when the SMTP server cannot be reached', async () => {
    await insertOwner('sam.unlucky@test.example');
    await inbox.stop();
    const asked = await visitorAt(api).post('/api/password/email', { email: 'sam.unlucky@test.example' });
    expect(asked).toEqual({ status: 502, body: { message: FORGOT_PASSWORD_MESSAGES.other } });
  });
});
