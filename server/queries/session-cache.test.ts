import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.ts';
import type { SessionUser } from './tokens.ts';

const user = (id: number) => ({ id, email: `u${id}@test.example`, role: 'USER' }) as SessionUser;
const NOW = 1_000_000;
const LATER = new Date(NOW + 3_600_000);

function heard(keepMs = 30_000, max?: number) {
  const cache = new SessionCache<SessionUser>(keepMs, max);
  cache.heard(true);
  return cache;
}

describe('SessionCache', () => {
  it('keeps a user for a while, never past the token', () => {
    const cache = heard();
    cache.keep(cache.ticket(), 'a', user(1), LATER, NOW);
    cache.keep(cache.ticket(), 'b', user(2), new Date(NOW + 1000), NOW);
    expect(cache.get('a', NOW + 29_999)?.id).toBe(1);
    expect(cache.get('a', NOW + 30_000)).toBeUndefined();
    expect(cache.get('b', NOW + 999)?.id).toBe(2);
    expect(cache.get('b', NOW + 1000)).toBeUndefined();
  });

  it('does not keep a read that a change overtook', () => {
    const cache = heard();
    const ticket = cache.ticket();
    cache.changed();
    cache.keep(ticket, 'a', user(1), LATER, NOW);
    expect(cache.get('a', NOW)).toBeUndefined();
  });

  it('forgets everything on a change', () => {
    const cache = heard();
    cache.keep(cache.ticket(), 'a', user(1), LATER, NOW);
    cache.changed();
    expect(cache.get('a', NOW)).toBeUndefined();
  });

  it('keeps nothing while changes cannot be heard, and forgets what it had', () => {
    const cache = heard();
    cache.keep(cache.ticket(), 'a', user(1), LATER, NOW);
    cache.heard(false);
    expect(cache.get('a', NOW)).toBeUndefined();
    cache.keep(cache.ticket(), 'a', user(1), LATER, NOW);
    expect(cache.get('a', NOW)).toBeUndefined();
    const fresh = new SessionCache<SessionUser>(30_000);
    fresh.keep(fresh.ticket(), 'a', user(1), LATER, NOW);
    expect(fresh.get('a', NOW)).toBeUndefined();
  });

  it('keeps nothing when told to keep for 0 ms', () => {
    const cache = heard(0);
    cache.keep(cache.ticket(), 'a', user(1), LATER, NOW);
    expect(cache.get('a', NOW)).toBeUndefined();
  });

  it('makes room by forgetting the oldest, and hands out frozen users', () => {
    const cache = heard(30_000, 2);
    for (const [i, hash] of ['a', 'b', 'c'].entries()) cache.keep(cache.ticket(), hash, user(i), LATER, NOW);
    expect(cache.get('a', NOW)).toBeUndefined();
    expect([cache.get('b', NOW)?.id, cache.get('c', NOW)?.id]).toEqual([1, 2]);
    expect(Object.isFrozen(cache.get('c', NOW))).toBe(true);
  });
});
