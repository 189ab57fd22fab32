// Two-step sign-in for staff: set up (a secret shown once, confirmed with a first code, ten
// recovery codes shown once), signing in with the code after the password, wrong codes refused,
// ending the sign-in at the fifth and throttled per account across addresses, a used code refused,
// a recovery code working once, an administrator requiring it of every staff account, and turning
// it off (one's own, or another's for a lost phone). The second step under attack is
// two-step-attack.test.ts.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, recoveryCodes, totpCredentials } from '../../server/generated/tables.ts';
import { PASSWORD, type TestApi, startApi } from './harness.ts';
import { twoStepCalls } from './two-step-fixtures.ts';
import { freshAddress } from './visitors.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const { db, codeOf, newStaff, setUp, post, passwordStep, signIn, timePasses } = twoStepCalls(() => api);
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
