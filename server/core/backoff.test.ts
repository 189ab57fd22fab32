import { describe, expect, it } from 'vitest';
import { FIRST_RETRY_MS, LONGEST_WAIT_MS, MAX_TRIES, retryDelayMs } from './backoff.ts';

describe('retry backoff of the outbox', () => {
  it('waits 30 s after the first failure and doubles each time', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(1)).toBe(FIRST_RETRY_MS);
  });

  it('never waits more than an hour between tries', () => {
    expect(retryDelayMs(8)).toBe(LONGEST_WAIT_MS);
    expect(retryDelayMs(MAX_TRIES - 1)).toBe(LONGEST_WAIT_MS);
  });

  it('gives up after the last try', () => {
    expect(retryDelayMs(MAX_TRIES)).toBeNull();
    expect(retryDelayMs(MAX_TRIES + 3)).toBeNull();
  });

  it('tries for about five hours in all before giving up', () => {
    const waits = Array.from({ length: MAX_TRIES - 1 }, (_, i) => retryDelayMs(i + 1)!);
    const hours = waits.reduce((a, b) => a + b, 0) / 3_600_000;
    expect(hours).toBeGreaterThan(4.5);
    expect(hours).toBeLessThan(5.5);
  });
});
