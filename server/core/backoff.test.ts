import { describe, expect, it } from 'vitest';
import { FIRST_RETRY_MS, LONGEST_WAIT_MS, MAX_TRIES, retryAfterMs, retryDelayMs, retryWaitMs } from './backoff.ts';

/** The draws of no jitter and of the most. */
const NONE = () => 0;
const MOST = () => 1;

describe('a wait between tries', () => {
  it('doubles from the first, up to the longest', () => {
    expect([1, 2, 3, 4].map((tries) => retryWaitMs(tries, { firstMs: 1_000 }, undefined, NONE))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(retryWaitMs(10, { firstMs: 1_000, longestMs: 5_000 }, undefined, NONE)).toBe(5_000);
  });

  it('is drawn up to a tenth shorter, so the longest stays the longest', () => {
    expect(retryWaitMs(1, { firstMs: 1_000 }, undefined, MOST)).toBe(900);
    expect(retryWaitMs(10, { firstMs: 1_000, longestMs: 5_000 }, undefined, MOST)).toBe(4_500);
    const draws = Array.from({ length: 200 }, () => retryWaitMs(3, { firstMs: 1_000 }));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(3_600);
    expect(Math.max(...draws)).toBeLessThanOrEqual(4_000);
    expect(new Set(draws).size).toBeGreaterThan(1);
  });

  it('is what the other side asked, up to a tenth longer, never sooner, however many tries failed', () => {
    expect(retryWaitMs(3, { firstMs: 1_000 }, 1_000, NONE)).toBe(1_000);
    expect(retryWaitMs(3, { firstMs: 1_000 }, 1_000, MOST)).toBe(1_100);
    expect(retryWaitMs(3, { firstMs: 1_000, longestMs: 500 }, 0, MOST)).toBe(0);
  });
});

describe('a Retry-After header', () => {
  const now = Date.parse('2026-11-25T10:00:00Z');

  it('is whole seconds or an HTTP date, in milliseconds from now', () => {
    expect(retryAfterMs('30', 300_000, now)).toBe(30_000);
    expect(retryAfterMs(' 0 ', 300_000, now)).toBe(0);
    expect(retryAfterMs('Wed, 25 Nov 2026 10:00:12 GMT', 300_000, now)).toBe(12_000);
  });

  it('is believed up to the longest its reader allows', () => {
    expect(retryAfterMs('86400', 300_000, now)).toBe(300_000);
    expect(retryAfterMs('Thu, 26 Nov 2026 10:00:00 GMT', 60_000, now)).toBe(60_000);
  });

  it('asks for no wait with a date already past, and for nothing when absent or unreadable', () => {
    expect(retryAfterMs('Wed, 25 Nov 2026 09:00:00 GMT', 300_000, now)).toBe(0);
    for (const header of [null, '', '  ', 'soon']) expect(retryAfterMs(header, 300_000, now)).toBeUndefined();
  });
});

describe('retry backoff of the outbox', () => {
  it('waits 30 s after the first failure and doubles each time', () => {
    expect([1, 2, 3, 4, 5].map((tries) => retryDelayMs(tries, NONE))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(1, NONE)).toBe(FIRST_RETRY_MS);
  });

  it('spreads the emails that failed together over the last tenth of each wait', () => {
    expect(retryDelayMs(1, MOST)).toBe(27_000);
    const draws = new Set(Array.from({ length: 50 }, () => retryDelayMs(1)));
    expect(draws.size).toBeGreaterThan(1);
  });

  it('never waits more than an hour between tries', () => {
    expect(retryDelayMs(8, NONE)).toBe(LONGEST_WAIT_MS);
    expect(retryDelayMs(MAX_TRIES - 1, NONE)).toBe(LONGEST_WAIT_MS);
  });

  it('gives up after the last try', () => {
    expect(retryDelayMs(MAX_TRIES)).toBeNull();
    expect(retryDelayMs(MAX_TRIES + 3)).toBeNull();
  });

  it('tries for about five hours in all before giving up, whatever the draws', () => {
    for (const random of [NONE, MOST]) {
      const waits = Array.from({ length: MAX_TRIES - 1 }, (_, i) => retryDelayMs(i + 1, random)!);
      const hours = waits.reduce((a, b) => a + b, 0) / 3_600_000;
      expect(hours).toBeGreaterThan(4.5);
      expect(hours).toBeLessThan(5.5);
    }
  });
});
