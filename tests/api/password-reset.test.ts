// Password recovery (docs/owner-app.md 2.7, 2.8, 5 and 8; docs/decisions.md, API and "Systems outside
// ours"): a reset link by email (an SMTP server on loopback), made as the email goes out so the
// Outbox never holds a usable one, a single-use token that expires, every outcome code with its
// screen's sentence, and throttling per email and address.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, passwordResets, users } from '../../server/generated/tables.ts';
import { LINK_PLACEHOLDER } from '../../server/core/mail-message.ts';
import { sendPasswordReset } from '../../server/areas/accounts/send-password-reset.ts';
import { passwordResetRepository } from '../../server/queries/password-resets.ts';
import { hashPassword } from '../../server/core/passwords.ts';
import { newCode } from '../../server/core/secrets.ts';
import { FORGOT_PASSWORD_MESSAGES, RESET_PASSWORD_MESSAGES } from '../../shared/password-outcomes.ts';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.ts';
import { type TestApi, startApi } from './harness.ts';
import { insertInvitee } from './invitations.ts';
import { unique } from './owner-fixtures.ts';
import { emailedResetLink } from './reset-links.ts';
import { visitorAt } from './visitors.ts';

let api: TestApi;
let inbox: SmtpInbox;
let oldHash: string;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  api = await startApi({ mail: { smtpUrl: inbox.url, from: 'myGWM <no-reply@test.example>' } });
  oldHash = await hashPassword('the old password');
});
afterAll(async () => {
  await api?.close();
  await inbox?.stop();
});

/** A registered owner with the password "the old password". */
async function insertOwner(values: Partial<typeof users.$inferInsert> = {}) {
  const email = `${unique('forgetful').toLowerCase()}@test.example`;
  const [row] = await api.app.database.db
    .insert(users)
    .values({ firstname: 'Fay', lastname: 'Forgetful', email, password: oldHash, role: 'USER', registered: true, invitation_code: newCode(), ...values })
    .returning();
  return row!;
}

/** The token of the newest reset link emailed to this address. */
const emailedToken = async (email: string) => (await emailedResetLink(api, inbox, email)).token;

const login = (username: string, password: string) => api.post('visitor', '/api/login', { username, password });
const askForLink = (email: string) => visitorAt(api).post('/api/password/email', { email });
const reset = (body: Record<string, unknown>, visitor = visitorAt(api)) =>
  visitor.post('/api/password/reset', { password: 'a new password', password_confirmation: 'a new password', ...body });

describe('POST /api/password/email', () => {
  it('answers passwords.sent and emails a link to the reset screen, made as it goes out: the Outbox keeps no usable one', async () => {
    const owner = await insertOwner();
    const reply = await askForLink(owner.email.toUpperCase());
    expect(reply).toEqual({ status: 200, body: { status: 'passwords.sent', message: 'Please check your inbox for password reset instructions.' } });
    const { link, token } = await emailedResetLink(api, inbox, owner.email);
    expect(link.origin).toBe('http://localhost:3000');
    expect(token.length).toBeGreaterThanOrEqual(40);

    const [stored] = await api.app.database.db.select().from(passwordResets).where(eq(passwordResets.user_id, owner.id));
    expect(stored!.token_hash).not.toContain(token);
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const minutes = (stored!.expires_at.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);

    // Staff reading the Outbox see where the link went, never the link.
    const outbox = await api.get('admin', `/api/outbox?q=${encodeURIComponent(owner.email)}`);
    expect(outbox.body.data).toEqual([
      expect.objectContaining({ to: owner.email, subject: 'Reset your myGWM password', state: 'sent', minted_link: `password-reset:${stored!.id}` }),
    ]);
    const read = await api.get('admin', `/api/outbox/${outbox.body.data[0].id}`);
    expect(read.body.text).toContain('within 60 minutes');
    expect(read.body.text).toContain(LINK_PLACEHOLDER);
    expect(read.body.text).not.toContain(token);
    expect(read.body.text).not.toMatch(/resetpassword/);
    const [row] = await api.app.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, read.body.id));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('makes a new link on every try: a retried email carries a new one and the first stops working', async () => {
    const owner = await insertOwner();
    await askForLink(owner.email);
    const first = await emailedToken(owner.email);
    const [message] = await api.app.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, owner.email));
    // Staff send it again from the Outbox, as after a delivery that failed for good.
    await api.app.database.db.update(outboxMessages).set({ state: 'failed' }).where(eq(outboxMessages.id, message!.id));
    expect((await api.post('admin', `/api/outbox/${message!.id}/retry`)).status).toBe(200);
    const second = await emailedToken(owner.email);
    expect(second).not.toBe(first);
    expect((await reset({ email: owner.email, token: first })).body.status).toBe('passwords.token');
    expect((await reset({ email: owner.email, token: second })).body.status).toBe('passwords.reset');
  });

  it('does not send an email whose reset a newer request replaced before it went out', async () => {
    const owner = await insertOwner();
    await sendPasswordReset(api.app.database.db, owner, 60);
    await sendPasswordReset(api.app.database.db, owner, 60);
    const before = inbox.messages.length;
    await api.app.outbox.deliverDue();
    expect(inbox.messages.length - before).toBe(1);
    const states = await api.app.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, owner.email)).orderBy(outboxMessages.id);
    expect(states.map((m) => m.state)).toEqual(['cancelled', 'sent']);
    expect(states[0]!.last_error).toMatch(/^Not sent: the link it would carry is no longer wanted/);
  });

  it('keeps the outbox for administrators', async () => {
    expect((await api.get('owner', '/api/outbox')).status).toBe(403);
    expect((await api.get('visitor', '/api/outbox')).status).toBe(401);
    expect((await api.post('admin', '/api/outbox', { to: 'a@b.example', subject: 'x', text: 'y' })).status).toBe(404);
  });

  it('answers passwords.user for an unknown email, an invited owner not yet registered and an API account', async () => {
    const invitee = await insertInvitee(api);
    const [account] = await api.app.database.db.select().from(users).where(eq(users.id, api.ids.api));
    for (const email of ['nobody@test.example', invitee.email, account!.email]) {
      const reply = await askForLink(email);
      expect(reply.status).toBe(422);
      expect(reply.body).toEqual({
        status: 'passwords.user',
        message: FORGOT_PASSWORD_MESSAGES['passwords.user'],
        errors: { email: [FORGOT_PASSWORD_MESSAGES['passwords.user']] },
      });
    }
    const [none] = await api.app.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, invitee.email));
    expect(none).toBeUndefined();
  });

  it('answers passwords.throttled when one email asks again within a minute', async () => {
    const owner = await insertOwner();
    expect((await askForLink(owner.email)).body.status).toBe('passwords.sent');
    const again = await askForLink(owner.email);
    expect(again).toEqual({
      status: 429,
      body: { status: 'passwords.throttled', message: 'Too many password reset attempts for this email. Please try again later.' },
    });
  });

  it('answers passwords.throttled to an address that keeps asking about accounts', async () => {
    const visitor = visitorAt(api);
    for (let i = 0; i < 20; i++) expect((await visitor.post('/api/password/email', { email: `guess${i}@test.example` })).status).toBe(422);
    const owner = await insertOwner();
    expect((await visitor.post('/api/password/email', { email: owner.email })).body.status).toBe('passwords.throttled');
    expect((await askForLink(owner.email)).body.status).toBe('passwords.sent');
  });

  it('names a missing or malformed email with the forgot-password messages', async () => {
    expect((await askForLink('')).body.errors).toEqual({ email: ['Please enter your email address'] });
    expect((await askForLink('not an email')).body.errors).toEqual({ email: ["This doesn't appear to be a valid email address"] });
  });
});

describe('POST /api/password/reset', () => {
  it('sets the new password with the emailed token, signs the account out everywhere, and answers passwords.reset', async () => {
    const owner = await insertOwner();
    const session = (await login(owner.email, 'the old password')).body.access_token as string;
    await askForLink(owner.email);
    const token = await emailedToken(owner.email);

    const reply = await reset({ email: owner.email, token });
    expect(reply).toEqual({ status: 200, body: { status: 'passwords.reset', message: 'Your password has been successfully reset. Please log in.' } });
    expect((await login(owner.email, 'a new password')).status).toBe(200);
    expect((await login(owner.email, 'the old password')).status).toBe(401);
    const old = await api.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${session}` } });
    expect(old.statusCode).toBe(401);
  });

  it('answers passwords.token for a token used already, unknown or expired', async () => {
    const owner = await insertOwner();
    await askForLink(owner.email);
    const used = await emailedToken(owner.email);
    expect((await reset({ email: owner.email, token: used })).body.status).toBe('passwords.reset');

    const expiring = await insertOwner();
    await askForLink(expiring.email);
    const expired = await emailedToken(expiring.email);
    await api.app.database.db
      .update(passwordResets)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.user_id, expiring.id));

    for (const [email, token] of [
      [owner.email, used],
      [owner.email, 'no-such-token'],
      [expiring.email, expired],
    ] as const) {
      const reply = await reset({ email, token, password: 'yet another one', password_confirmation: 'yet another one' });
      expect(reply.status).toBe(422);
      expect(reply.body).toEqual({
        status: 'passwords.token',
        message: RESET_PASSWORD_MESSAGES['passwords.token'],
        errors: { token: [RESET_PASSWORD_MESSAGES['passwords.token']] },
      });
    }
    expect((await login(owner.email, 'a new password')).status).toBe(200);
    expect((await login(expiring.email, 'the old password')).status).toBe(200);
  });

  it('lets only the newest link work', async () => {
    const owner = await insertOwner();
    await askForLink(owner.email);
    const first = await emailedToken(owner.email);
    // A second email would wait out the one-a-minute throttle: the route's own repository issues it.
    const resets = passwordResetRepository(api.app.database.db, 60);
    const resetId = await sendPasswordReset(api.app.database.db, owner, 60);
    const newer = (await resets.mintLink(resetId, new Date()))!.token;
    expect((await reset({ email: owner.email, token: first })).body.status).toBe('passwords.token');
    expect((await reset({ email: owner.email, token: newer })).body.status).toBe('passwords.reset');
  });

  it("answers passwords.user when the email is not the token's account", async () => {
    const owner = await insertOwner();
    const other = await insertOwner();
    await askForLink(owner.email);
    const token = await emailedToken(owner.email);
    const reply = await reset({ email: other.email, token });
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({
      status: 'passwords.user',
      message: 'Your email does not match your password reset token. Please try to reset your password again.',
    });
    expect((await login(other.email, 'the old password')).status).toBe(200);
    expect((await reset({ email: owner.email, token })).body.status).toBe('passwords.reset');
  });

  it('refuses a short password and a confirmation that differs with the reset messages', async () => {
    const short = await reset({ email: 'a@test.example', token: 't', password: 'short', password_confirmation: 'short' });
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual({ password: ['Passwords must be at least 8 characters'] });
    const differs = await reset({ email: 'a@test.example', token: 't', password_confirmation: 'a different one' });
    expect(differs.body.errors).toEqual({ password_confirmation: ['Passwords do not match'] });
    const missing = await visitorAt(api).post('/api/password/reset', {});
    expect(missing.body.errors).toEqual({
      email: ['The email address requested is invalid for this token.'],
      token: ['Your password reset token is invalid. Please check your inbox for a newer email from us or request to reset your password again.'],
      password: ['Passwords must be at least 8 characters'],
      password_confirmation: ['Passwords do not match'],
    });
  });

  it('answers passwords.throttled after ten failures for one email from one address, even with the right token, but not to the owner elsewhere', async () => {
    const owner = await insertOwner();
    await askForLink(owner.email);
    const token = await emailedToken(owner.email);
    const guesser = visitorAt(api);
    for (let i = 0; i < 10; i++) expect((await reset({ email: owner.email, token: `guess-${i}` }, guesser)).body.status).toBe('passwords.token');
    const blocked = await reset({ email: owner.email, token }, guesser);
    expect(blocked).toEqual({ status: 429, body: { status: 'passwords.throttled', message: RESET_PASSWORD_MESSAGES['passwords.throttled'] } });
    expect((await reset({ email: owner.email, token })).body.status).toBe('passwords.reset');
  });
});
