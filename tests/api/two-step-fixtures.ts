// Two-step sign-in as the tests drive it: a signed-in staff member, its setup, the authenticator
// app's codes computed with the same library from the secret shown in text, and both sign-in steps
// from an address of the test's choosing.
import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { users } from '../../server/generated/tables.ts';
import { hashPassword } from '../../server/core/passwords.ts';
import { PASSWORD, type Reply, type TestApi, replyOf } from './harness.ts';
import { freshAddress } from './visitors.ts';

const STEP_MS = 30_000;

export interface Staff {
  id: number;
  email: string;
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<Reply>;
}

let made = 0;

export function twoStepCalls(api: () => TestApi) {
  const db = () => api().app.database.db;

  /** The authenticator app's code for `secret`, `steps` 30-second steps from now. */
  const codeOf = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * STEP_MS });

  /** A new administrator with the test password, signed in (token from the server, so as if by password). */
  async function newStaff(): Promise<Staff> {
    const email = `staff${++made}@two-step.example`;
    const [row] = await db()
      .insert(users)
      .values({ firstname: 'Sam', lastname: `Staff ${made}`, email, role: 'ADMIN', password: await hashPassword(PASSWORD), registered: true })
      .returning({ id: users.id });
    const { token } = await api().app.tokens.issue(row!.id);
    const call: Staff['call'] = async (method, url, payload) =>
      replyOf(await api().app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } }));
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
    const response = await api().app.inject({ method: 'POST', url, payload, remoteAddress: from });
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

  return { db, codeOf, newStaff, setUp, post, passwordStep, signIn, timePasses };
}
