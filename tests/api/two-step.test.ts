// Two-step sign-in for staff: set up (a secret shown once, confirmed with a first code, ten
// recovery codes shown once), signing in with the code after the password, wrong codes refused,
// ending the sign-in at the fifth and throttled per account across addresses, a used code refused, a recovery code working once, an
// administrator requiring it of every staff account, and turning it off (one's own, or another's
// for a lost phone). Codes are computed here with the same library from the secret shown in text.
import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, outboxMessages, recoveryCodes, totpCredentials, users } from '../../server/generated/tables.ts';
import { hashPassword } from '../../server/core/passwords.ts';
import { PASSWORD, type Reply, type TestApi, replyOf, startApi } from './harness.ts';
import { freshAddress } from './visitors.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const db = () => api.app.database.db;
const STEP_MS = 30_000;

/** The authenticator app's code for `secret`, `steps` 30-second steps from now. */
const codeOf = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * STEP_MS });

interface Staff {
  id: number;
  email: string;
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<Reply>;
}

let made = 0;
/** A new administrator with the test password, signed in (token from the server, so as if by password). */
async function newStaff(): Promise<Staff> {
  const email = `staff${++made}@two-step.example`;
  const [row] = await db()
    .insert(users)
    .values({ firstname: 'Sam', lastname: `Staff ${made}`, email, role: 'ADMIN', password: await hashPassword(PASSWORD), registered: true })
    .returning({ id: users.id });
  const { token } = await api.app.tokens.issue(row!.id);
  const call: Staff['call'] = async (method, url, payload) =>
    replyOf(await api.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } }));
  return { id: row!.id, email, call };
}

/** Sets two-step sign-in up for `staff`; answers the secret and the recovery codes. */
async function setUp(staff: Staff): Promise<{ secret: string; codes: string[] }> {
  const setup = await staff.call('POST', '/api/account/two-step/setup');
  expect(setup.status).toBe(200);
  const confirmed = await staff.call('POST', '/api/account/two-step/confirm', { code: codeOf(setup.body.secret) });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { secret: setup.body.secret, codes: confirmed.body.recovery_codes };
}

const post = async (url: string, payload: object, from: string) => {
  const response = await api.app.inject({ method: 'POST', url, payload, remoteAddress: from });
  return { ...replyOf(response), retryAfter: Number(response.headers['retry-after'] ?? 0) };
};
const passwordStep = (email: string, from: string) => post('/api/login', { username: email, password: PASSWORD }, from);
/** Both steps from one address: the password, then `code`. */
async function signIn(email: string, code: string, from = freshAddress()) {
  const first = await passwordStep(email, from);
  expect(first.status).toBe(202);
  return post('/api/login/two-step', { challenge_token: first.body.challenge_token, code }, from);
}
/** Makes the last code used a few minutes old, as if time had passed since (the server's clock is the real one). */
const timePasses = (staff: Staff) => db().execute(sql`update totp_credentials set last_step = last_step - 10 where user_id = ${staff.id}`);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('setting two-step sign-in up', () => {
  it('shows a secret once, as text and QR code, and turns on only with a right first code', async () => {
    const staff = await newStaff();
    expect((await staff.call('GET', '/api/account/two-step')).body).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });
    const setup = await staff.call('POST', '/api/account/two-step/setup');
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauth_url).toBe(
      `otpauth://totp/myGWM:${encodeURIComponent(staff.email)}?issuer=myGWM&secret=${setup.body.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.body.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.body.qr_code.split(',')[1], 'base64').toString()).toMatch(/^<svg/);

    const wrong = await staff.call('POST', '/api/account/two-step/confirm', { code: codeOf(setup.body.secret, 5) });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code).toEqual(['That code is not right. Enter the 6 digits your authenticator app shows now.']);
    expect((await staff.call('POST', '/api/account/two-step/confirm', { code: '12ab' })).body.errors.code).toEqual([
      'The code is the 6 digits your authenticator app shows',
    ]);
    expect((await staff.call('GET', '/api/account/two-step')).body.enabled).toBe(false);

    const confirmed = await staff.call('POST', '/api/account/two-step/confirm', { code: codeOf(setup.body.secret) });
    expect(confirmed.status).toBe(200);
    const codes: string[] = confirmed.body.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    codes.forEach((code) => expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/));
    expect((await staff.call('GET', '/api/account/two-step')).body).toEqual({ enabled: true, required: false, recovery_codes_left: 10 });

    // Kept: the codes only as hashes; the secret never answered again, by any call staff can make.
    const kept = await db().select({ hash: recoveryCodes.code_hash }).from(recoveryCodes).where(eq(recoveryCodes.user_id, staff.id));
    expect(kept).toHaveLength(10);
    for (const { hash } of kept) expect(codes.some((code) => hash.includes(code) || hash.includes(code.replace('-', '')))).toBe(false);
    const answers = await Promise.all(
      ['/api/account/two-step', `/api/users/${staff.id}`, '/api/users?per_page=-1', '/api/user', '/api/auditlog?per_page=-1'].map((url) =>
        staff.call('GET', url),
      ),
    );
    for (const answer of answers) expect(JSON.stringify(answer.body)).not.toContain(setup.body.secret);
    expect(JSON.stringify(answers)).not.toContain(codes[0]);
  });

  it('records turning it on in the audit log with the secret and codes as markers', async () => {
    const staff = await newStaff();
    const { secret } = await setUp(staff);
    const [entry] = await db().select().from(auditEntries).where(eq(auditEntries.actor_id, staff.id));
    expect(entry).toMatchObject({ action: 'create', entity: 'totp-credential', actor_email: staff.email });
    expect(entry!.after).toMatchObject({ user_id: staff.id, secret: '[secret changed]', pending_secret: null, recovery_codes: '[secret changed]' });
    expect(JSON.stringify(entry)).not.toContain(secret);
  });

  it('refuses to confirm before a setup was started', async () => {
    const staff = await newStaff();
    const early = await staff.call('POST', '/api/account/two-step/confirm', { code: '123456' });
    expect(early.status).toBe(409);
  });
});

describe('signing in with two steps', () => {
  it('answers a challenge, not a token, for the password, and a token for the code; a used code is refused', async () => {
    const staff = await newStaff();
    const { secret } = await setUp(staff);
    const from = freshAddress();
    const first = await passwordStep(staff.email, from);
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ status: 'two_step', challenge_token: expect.any(String), expires_at: expect.any(String) });
    expect(first.body).not.toHaveProperty('access_token');
    // The challenge is no access token.
    expect((await api.app.inject({ url: '/api/user', headers: bearer(first.body.challenge_token) })).statusCode).toBe(401);

    // The confirmed setup used this step's code: the next step's is accepted (one step of drift).
    const code = codeOf(secret, 1);
    const second = await post('/api/login/two-step', { challenge_token: first.body.challenge_token, code }, from);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ status: 'success', token_type: 'Bearer', role: 'ADMIN' });
    const me = await api.app.inject({ url: '/api/user', headers: bearer(second.body.access_token) });
    expect(me.json().data.email).toBe(staff.email);

    // The challenge finished its sign-in; and the code, used once, is refused with a new challenge.
    expect((await post('/api/login/two-step', { challenge_token: first.body.challenge_token, code }, from)).status).toBe(401);
    const replayed = await signIn(staff.email, code, from);
    expect(replayed.status).toBe(401);
    expect(replayed.body.message).toMatch(/^That code is not right, or it was used already/);
    // A code further off than one step is refused too.
    await timePasses(staff);
    expect((await signIn(staff.email, codeOf(secret, 3), from)).status).toBe(401);
    expect((await signIn(staff.email, codeOf(secret, -1), from)).status).toBe(200);
  });

  it('refuses wrong codes, ends the sign-in at the fifth, then throttles the account from every address, a right code included', async () => {
    const staff = await newStaff();
    const { secret } = await setUp(staff);
    await timePasses(staff);
    const from = freshAddress();
    const first = await passwordStep(staff.email, from);
    const attempt = (code: string) => post('/api/login/two-step', { challenge_token: first.body.challenge_token, code }, from);
    for (let i = 0; i < 4; i++) expect((await attempt(String(100000 + i))).body.message).toMatch(/^That code is not right, or it was used already/);
    expect(await attempt('100004')).toMatchObject({
      status: 401,
      body: { message: 'That code is not right. After 5 wrong codes this sign-in has ended: please sign in with your password again.' },
    });
    expect((await attempt(codeOf(secret))).body.message).toBe('This sign-in has expired. Please sign in with your password again.');
    for (const address of [from, freshAddress()]) {
      const again = await passwordStep(staff.email, address);
      const blocked = await post('/api/login/two-step', { challenge_token: again.body.challenge_token, code: codeOf(secret) }, address);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ seconds?\.$/);
      expect(blocked.retryAfter).toBeGreaterThan(0);
    }
  });

  it('refuses a made-up or expired challenge', async () => {
    const staff = await newStaff();
    const { secret } = await setUp(staff);
    await timePasses(staff);
    const from = freshAddress();
    expect((await post('/api/login/two-step', { challenge_token: 'made-up', code: codeOf(secret) }, from)).status).toBe(401);
    const first = await passwordStep(staff.email, from);
    await db().execute(sql`update sign_in_challenges set expires_at = now() - interval '1 second' where user_id = ${staff.id}`);
    const late = await post('/api/login/two-step', { challenge_token: first.body.challenge_token, code: codeOf(secret) }, from);
    expect(late.status).toBe(401);
    expect(late.body.message).toBe('This sign-in has expired. Please sign in with your password again.');
  });

  it('takes a recovery code once, whatever its case and dashes', async () => {
    const staff = await newStaff();
    const { codes } = await setUp(staff);
    const signedIn = await signIn(staff.email, codes[3]!.toLowerCase().replace('-', ' '));
    expect(signedIn.status).toBe(200);
    expect((await signIn(staff.email, codes[3]!)).status).toBe(401);
    expect((await staff.call('GET', '/api/account/two-step')).body.recovery_codes_left).toBe(9);
    expect((await signIn(staff.email, codes[4]!)).status).toBe(200);
  });

  it('leaves owners and staff without it signing in with the password alone', async () => {
    const staff = await newStaff();
    expect((await passwordStep(staff.email, freshAddress())).status).toBe(200);
    expect((await passwordStep('olive@test.example', freshAddress())).status).toBe(200);
  });
});

describe('turning it off', () => {
  it('takes the password or a current code, and then the password alone signs in', async () => {
    const staff = await newStaff();
    await setUp(staff);
    const refused = await staff.call('POST', '/api/account/two-step/disable', { password: 'not the password' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.password).toEqual(['That password is not right']);
    expect((await staff.call('POST', '/api/account/two-step/disable', {})).status).toBe(422);
    const off = await staff.call('POST', '/api/account/two-step/disable', { password: PASSWORD });
    expect(off.body).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });
    expect((await passwordStep(staff.email, freshAddress())).status).toBe(200);
    expect(await db().select().from(totpCredentials).where(eq(totpCredentials.user_id, staff.id))).toEqual([]);

    const again = await setUp(staff);
    await timePasses(staff);
    expect((await staff.call('POST', '/api/account/two-step/disable', { code: codeOf(again.secret) })).status).toBe(200);
  });

  it("lets an administrator turn off another's (a lost phone): signed out everywhere, audited", async () => {
    const admin = await newStaff();
    const lost = await newStaff();
    const { secret } = await setUp(lost);
    expect((await admin.call('DELETE', `/api/users/${lost.id}/two-step`)).status).toBe(200);
    expect((await lost.call('GET', '/api/user')).status).toBe(401);
    expect((await passwordStep(lost.email, freshAddress())).status).toBe(200);
    const [entry] = await db()
      .select()
      .from(auditEntries)
      .where(sql`${auditEntries.actor_id} = ${admin.id} and ${auditEntries.action} = 'delete'`);
    expect(entry).toMatchObject({ entity: 'totp-credential', before: { user_id: lost.id, secret: '[secret]', recovery_codes: '[secret]' }, after: null });
    expect(JSON.stringify(entry)).not.toContain(secret);
    expect((await admin.call('DELETE', `/api/users/${admin.id}/two-step`)).status).toBe(409);
    expect((await admin.call('DELETE', '/api/users/999999/two-step')).status).toBe(404);
  });
});

describe('required for every staff account', () => {
  it('takes an administrator who uses it, then sends staff without it to set it up before anything else', async () => {
    const admin = await newStaff();
    const refused = await admin.call('PUT', '/api/security-settings', { two_step_required: true });
    expect(refused.status).toBe(409);
    await setUp(admin);
    expect((await admin.call('PUT', '/api/security-settings', { two_step_required: true })).body).toEqual({ two_step_required: true });

    const newcomer = await newStaff();
    const users = await newcomer.call('GET', '/api/users');
    expect(users.status).toBe(403);
    expect(users.body.message).toBe('Set up two-step sign-in first: it is required for every staff account.');
    expect((await newcomer.call('GET', '/api/user')).status).toBe(200);
    expect((await newcomer.call('GET', '/api/account/two-step')).body).toEqual({ enabled: false, required: true, recovery_codes_left: 0 });
    // Owners are not staff: nothing changes for them.
    expect((await api.get('owner', '/api/vehicles/user')).status).toBe(200);

    const { secret } = await setUp(newcomer);
    expect((await newcomer.call('GET', '/api/users')).status).toBe(200);
    await timePasses(newcomer);
    const off = await newcomer.call('POST', '/api/account/two-step/disable', { code: codeOf(secret) });
    expect(off.status).toBe(409);

    expect((await admin.call('PUT', '/api/security-settings', { two_step_required: false })).status).toBe(200);
    expect((await api.get('admin', '/api/security-settings')).body).toEqual({ two_step_required: false });
    const entries = await db().select().from(auditEntries).where(eq(auditEntries.entity, 'security-setting'));
    expect(entries.map((e) => [e.before, e.after])).toEqual([
      [{ two_step_required: false }, { two_step_required: true }],
      [{ two_step_required: true }, { two_step_required: false }],
    ]);
  });
});

describe('the second step under attack (its password known)', () => {
  /** Addresses of TEST-NET-2, one per attacker, none used elsewhere in this file. */
  const attackers = (count: number) => Array.from({ length: count }, (_, i) => `198.51.100.${i + 1}`);
  /** Lets the account's wait across addresses run out, as if the time it asks for had passed. */
  const waitRunsOut = (staff: Staff) => db().execute(sql`update throttle_counters set next_at = clock_timestamp() where key = ${`sign-in-code:${staff.id}`}`);
  const warnings = (staff: Staff) => db().select().from(outboxMessages).where(eq(outboxMessages.to, staff.email));

  it('checks 5 of 360 wrong codes sent to one challenge from 60 addresses, and then not even the right one', async () => {
    const staff = await newStaff();
    const { secret } = await setUp(staff);
    await timePasses(staff);
    const first = await passwordStep(staff.email, freshAddress());
    const outcomes: Record<string, number> = {};
    for (const address of attackers(60)) {
      for (let i = 0; i < 6; i++) {
        const answer = await post('/api/login/two-step', { challenge_token: first.body.challenge_token, code: String(200000 + i) }, address);
        const outcome = `${answer.status} ${answer.body.message.split(/[.,:]/)[0]}`;
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      }
    }
    console.log('the second step under attack, one challenge:', outcomes);
    expect(outcomes).toEqual({
      '401 That code is not right': 5,
      '401 This sign-in has expired': 355,
    });
    expect((await post('/api/login/two-step', { challenge_token: first.body.challenge_token, code: codeOf(secret) }, freshAddress())).status).toBe(401);
  });

  it('checks no code of a new challenge while the account waits, from any address, and counts a wrong recovery code the same', async () => {
    const staff = await newStaff();
    const { secret } = await setUp(staff);
    await timePasses(staff);
    const first = await passwordStep(staff.email, freshAddress());
    for (let i = 0; i < 5; i++) await post('/api/login/two-step', { challenge_token: first.body.challenge_token, code: `WRONG-${1000 + i}` }, attackers(5)[i]!);
    const refused: number[] = [];
    for (const address of attackers(20)) {
      const again = await passwordStep(staff.email, address);
      refused.push((await post('/api/login/two-step', { challenge_token: again.body.challenge_token, code: codeOf(secret) }, address)).status);
    }
    expect(refused).toEqual(Array(20).fill(429));
  });

  it("emails the account's owner once at the tenth wrong code within an hour", async () => {
    const staff = await newStaff();
    await setUp(staff);
    await timePasses(staff);
    for (let round = 0; round < 3; round++) {
      const challenge = await passwordStep(staff.email, freshAddress());
      for (let i = 0; i < 5; i++) {
        await waitRunsOut(staff);
        const wrong = await post('/api/login/two-step', { challenge_token: challenge.body.challenge_token, code: String(300000 + i) }, freshAddress());
        expect(wrong.status).toBe(401);
      }
      expect((await warnings(staff)).map((mail) => mail.subject)).toEqual(round === 0 ? [] : ['Wrong sign-in codes were tried on your myGWM account']);
    }
    const [warning] = await warnings(staff);
    expect(warning!.text).toContain('10 wrong codes were entered at the second step');
    expect(warning!.text).toMatch(/\/forgotpassword$/m);
  });
});
