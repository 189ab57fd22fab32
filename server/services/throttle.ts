// Counts failed attempts per key (an email, an address) in a window, so sign-in and password
// reset can refuse a caller who keeps guessing. In memory: one server process holds the counts.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export interface Throttle {
  /** Seconds the caller must wait before trying again, or 0 when they may try now. */
  waitSeconds(keys: string[]): Promise<number>;
  fail(keys: string[]): Promise<void>;
  reset(keys: string[]): Promise<void>;
}

export function throttle(options: { attempts: number; windowSeconds: number }): Throttle {
  const limiter = new RateLimiterMemory({ points: options.attempts, duration: options.windowSeconds });
  return {
    async waitSeconds(keys) {
      const states = await Promise.all(keys.map((k) => limiter.get(k)));
      const blocked = states.filter((s): s is RateLimiterRes => !!s && s.remainingPoints <= 0);
      return blocked.length ? Math.ceil(Math.max(...blocked.map((s) => s.msBeforeNext)) / 1000) : 0;
    },
    async fail(keys) {
      await Promise.all(keys.map((k) => limiter.penalty(k, 1)));
    },
    async reset(keys) {
      await Promise.all(keys.map((k) => limiter.delete(k)));
    },
  };
}

/** "5 minutes" or "1 minute": how long a throttled caller waits, in the words of the refusal. */
export function waitInMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes > 1 ? 's' : ''}`;
}
