// A throttle holds exactly under concurrency, on both databases: calls made at once inside an
// allowance are all allowed, and the one past it alone is refused, however their transactions
// interleave (the window read on each statement's own clock, queries/throttle-counters.ts). The
// owner's booking allowance, ten changes an hour, is one such throttle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throttle } from '../../server/platform/throttle.ts';
import { type TestApi, startApi } from './harness.ts';
import { unique } from './owner-fixtures.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const HOUR = 3_600;
const allowanceOfTen = () => throttle(api.app.database.db, { free: 10, firstWaitSeconds: 60, maxWaitSeconds: HOUR, forgetSeconds: HOUR });

describe('a throttle under concurrency', () => {
  it('allows all of ten calls made at once inside an allowance of ten', async () => {
    const key = [unique('ten-at-once')];
    const throttled = allowanceOfTen();
    for (let round = 0; round < 3; round++) {
      const keys = [`${key[0]}-${round}`];
      expect(await Promise.all(Array.from({ length: 10 }, () => throttled.take(keys)))).toEqual(Array(10).fill(0));
    }
  });

  it('refuses only the eleventh of eleven calls made at once, with the wait in seconds', async () => {
    const keys = [unique('eleven-at-once')];
    const waits = await Promise.all(Array.from({ length: 11 }, () => allowanceOfTen().take(keys)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(10);
    expect(waits.filter((wait) => wait > 0)).toEqual([60]);
  });
});
