// Expired access tokens, sign-in challenges, password resets and throttle counters are deleted at start and then periodically, as
// the job list's purge; live ones stay, and two purges at once (a lease that ran out mid-run) do not trip over each other.
import { inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, passwordResets, signInChallenges, throttleCounters } from '../../server/generated/tables.ts';
import { sha256 } from '../../server/core/secrets.ts';
import { purgeExpired } from '../../server/areas/operations/purge.ts';
import { jobList } from '../../server/jobs.ts';
import lifecycle from '../../server/platform/http/lifecycle.ts';
import jobs from '../../server/platform/jobs/runner.ts';
import { type TestApi, startApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const HOUR = 3_600_000;
const db = () => api.app.database.db;

/** An expired and a live token, sign-in challenge and reset for the owner; answers the hashes of each. */
async function expiredAndLive(label: string) {
  const at = (offset: number) => new Date(Date.now() + offset);
  const rows = { expired: sha256(`${label} expired`), live: sha256(`${label} live`) };
  await db()
    .insert(accessTokens)
    .values([
      { user_id: api.ids.owner, token_hash: rows.expired, expires_at: at(-HOUR) },
      { user_id: api.ids.owner, token_hash: rows.live, expires_at: at(HOUR) },
    ]);
  await db()
    .insert(signInChallenges)
    .values([
      { user_id: api.ids.admin, token_hash: rows.expired, expires_at: at(-HOUR) },
      { user_id: api.ids.admin, token_hash: rows.live, expires_at: at(HOUR) },
    ]);
  await db()
    .insert(passwordResets)
    .values([
      { user_id: api.ids.owner, token_hash: rows.expired, expires_at: at(-HOUR) },
      { user_id: api.ids.other, token_hash: rows.live, expires_at: at(HOUR) },
    ]);
  await db()
    .insert(throttleCounters)
    .values([
      { key: `expired ${rows.expired}`, hits: 3, next_at: at(-2 * HOUR), forget_at: at(-HOUR) },
      { key: `live ${rows.live}`, hits: 3, next_at: at(-HOUR), forget_at: at(HOUR) },
    ]);
  return rows;
}

async function left(hashes: string[]) {
  const tokens = await db().select({ hash: accessTokens.token_hash }).from(accessTokens).where(inArray(accessTokens.token_hash, hashes));
  const resets = await db().select({ hash: passwordResets.token_hash }).from(passwordResets).where(inArray(passwordResets.token_hash, hashes));
  const challenges = await db().select({ hash: signInChallenges.token_hash }).from(signInChallenges).where(inArray(signInChallenges.token_hash, hashes));
  return { tokens: tokens.map((r) => r.hash), resets: resets.map((r) => r.hash), challenges: challenges.map((r) => r.hash) };
}

describe('the purge of expired tokens, sign-in challenges, password resets and throttle counters', () => {
  it('deletes only what expired, and two purges at once delete each row once', async () => {
    const rows = await expiredAndLive('parallel');
    const [first, second] = await Promise.all([purgeExpired(db()), purgeExpired(db())]);
    expect(first.tokens + second.tokens).toBe(1);
    expect(first.resets + second.resets).toBe(1);
    expect(first.challenges + second.challenges).toBe(1);
    expect(await left([rows.expired, rows.live])).toEqual({ tokens: [rows.live], resets: [rows.live], challenges: [rows.live] });
    expect(first.throttles + second.throttles).toBe(1);
    expect((await db().select({ key: throttleCounters.key }).from(throttleCounters)).map((r) => r.key)).toContain(`live ${rows.live}`);
    // The signed-in callers' tokens are live and still work.
    expect((await api.get('owner', '/api/user')).status).toBe(200);
  });

  it('runs by itself as a job, on an interval started with the server and stopped when it closes', async () => {
    const rows = await expiredAndLive('interval');
    const app = Fastify({ logger: false });
    await app.register(fp(async (scope) => void scope.decorate('database', api.app.database), { name: 'database' }));
    await app.register(lifecycle, { graceMs: 1_000 });
    const purge = jobList(app, { publicUrl: 'http://localhost' }).find((job) => job.name === 'purge')!;
    await app.register(jobs, { list: [{ ...purge, everyMs: 50 }] });
    await app.ready();
    const deadline = Date.now() + 5_000;
    while ((await left([rows.expired])).tokens.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    await app.close();
    expect(await left([rows.expired, rows.live])).toEqual({ tokens: [rows.live], resets: [rows.live], challenges: [rows.live] });

    // Closed: an expired row now stays.
    const later = await expiredAndLive('after close');
    await new Promise((r) => setTimeout(r, 200));
    expect((await left([later.expired])).tokens).toEqual([later.expired]);
  });
});
