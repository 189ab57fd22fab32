// The second step of a sign-in under attack, its password known: wrong codes from many addresses
// end the challenge at the fifth and then wait per account, whatever the address, and the account's
// owner is emailed at the tenth within an hour.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../server/generated/tables.ts';
import { type TestApi, startApi } from './harness.ts';
import { type Staff, twoStepCalls } from './two-step-fixtures.ts';
import { freshAddress } from './visitors.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const { db, codeOf, newStaff, setUp, post, passwordStep, timePasses } = twoStepCalls(() => api);

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
