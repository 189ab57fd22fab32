// No secret reaches the log: a password reset's token (in the emailed link, and in the URL when
// the link is opened), an access token (in the Authorization header), nor two-step sign-in's secret,
// recovery codes and pending challenge, at the most verbose level.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { desc } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../server/generated/tables.ts';
import { loggerOptions, withoutSecrets } from '../../server/core/logging.ts';
import { parseMail } from '../support/smtp-inbox.ts';
import { PASSWORD, type TestApi, startApi } from './harness.ts';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let api: TestApi;
// With no SMTP server the email as sent, link included, is kept in the data folder's mail folder.
const dataDir = mkdtempSync(join(tmpdir(), 'log-secrets-'));
beforeAll(async () => {
  api = await startApi({ dataDir }, { logger: { ...loggerOptions('trace'), stream } });
});
afterAll(async () => {
  await api?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the log', () => {
  it('holds neither a reset token nor a bearer token, yet says what happened', async () => {
    expect((await api.post('visitor', '/api/password/email', { email: 'olive@test.example' })).status).toBe(200);
    // The sender logs the email once it has kept it as delivered.
    await api.app.outbox.deliverDue();
    const [mail] = await api.app.database.db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(1);
    const kept = readdirSync(join(dataDir, 'mail'));
    expect(kept).toHaveLength(1);
    const link = /https?:\/\/\S+\/resetpassword\/(\S+?)\?\S+/.exec(parseMail(readFileSync(join(dataDir, 'mail', kept[0]!), 'utf8')).text)!;
    const resetToken = decodeURIComponent(link[1]!);
    const path = new URL(link[0]).pathname + new URL(link[0]).search;
    await api.app.inject({ url: path });
    await api.app.inject({ url: `/api/user?access_token=${resetToken}` });
    const bearer = api.authorization('owner').authorization!.replace('Bearer ', '');
    await api.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${bearer}`, cookie: `session=${bearer}` } });
    await api.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'olive@test.example', password: resetToken } });

    const log = lines.join('');
    expect(resetToken.length).toBeGreaterThan(20);
    expect(log).not.toContain(resetToken);
    expect(log).not.toContain(encodeURIComponent(resetToken));
    expect(log).not.toContain(bearer);
    // What an operator needs is still there: the email's address and subject, and the URLs opened.
    const entries = lines.map((line) => JSON.parse(line));
    expect(entries).toContainEqual(
      expect.objectContaining({ mail: { to: 'olive@test.example', subject: mail!.subject }, file: join(dataDir, 'mail', kept[0]!) }),
    );
    expect(entries.map((e) => e.req?.url).filter(Boolean)).toEqual(
      expect.arrayContaining(['/resetpassword/[redacted]?email=olive%40test.example', '/api/user?access_token=[redacted]', '/api/user']),
    );
  });

  it("holds none of two-step sign-in's secrets: the authenticator secret, the recovery codes, the challenge", async () => {
    const setup = await api.post('admin', '/api/account/two-step/setup');
    const code = new TOTP({ secret: Secret.fromBase32(setup.body.secret) }).generate();
    const { recovery_codes } = (await api.post('admin', '/api/account/two-step/confirm', { code })).body;
    const challenge = (await api.post('visitor', '/api/login', { username: 'admin@test.example', password: PASSWORD })).body.challenge_token;
    expect((await api.post('visitor', '/api/login/two-step', { challenge_token: challenge, code: recovery_codes[0] })).status).toBe(200);

    const log = lines.join('');
    expect(log).toContain('/api/login/two-step');
    for (const secret of [setup.body.secret, challenge, ...recovery_codes]) expect(log).not.toContain(secret);
  });

  it('strips tokens from any URL form it logs', () => {
    expect(withoutSecrets('/resetpassword/abc.DEF-123')).toBe('/resetpassword/[redacted]');
    expect(withoutSecrets('/ResetPassword/abc?email=a%40b.example&token=xyz#top')).toBe('/ResetPassword/[redacted]?email=a%40b.example&token=[redacted]#top');
    expect(withoutSecrets('/api/dealers?page=2')).toBe('/api/dealers?page=2');
  });
});
