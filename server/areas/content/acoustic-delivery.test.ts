import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from './acoustic-delivery.ts';

describe('a hub’s Retry-After', () => {
  const now = Date.parse('2026-11-25T10:00:00Z');

  it('reads seconds and HTTP dates, rounding up', () => {
    expect(retryAfterSeconds('30', now)).toBe(30);
    expect(retryAfterSeconds('Wed, 25 Nov 2026 10:00:12 GMT', now)).toBe(12);
  });

  it('waits at most five minutes, and not at all when absent, past or unreadable', () => {
    expect(retryAfterSeconds('86400', now)).toBe(300);
    for (const header of [null, '', 'soon', '-5', 'Wed, 25 Nov 2026 09:00:00 GMT']) expect(retryAfterSeconds(header, now)).toBe(0);
  });
});
