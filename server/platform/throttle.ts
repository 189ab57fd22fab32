// Counts attempts per key (an email and address pair, an address, an invitation code) so sign-in,
// registration and password recovery slow down a caller who keeps guessing. The counts live in the
// database: every server process sharing it refuses the same callers. An attempt is counted before
// it is tried, in one upsert that also refuses it, so parallel requests cannot all pass one check.
// After the free attempts each further one waits, the wait doubling up to a ceiling: a stranger's
// guesses slow a key down but never lock it for long.
import type { Db } from '../db/connect.ts';
import { type ThrottleRule, throttleCounterRepository } from '../queries/throttle-counters.ts';

export interface Throttle {
  /** Counts an attempt on every key and answers 0, or answers the seconds to wait and counts nothing. */
  take(keys: string[]): Promise<number>;
  /** Uncounts an attempt that turned out rightful (a sign-in that succeeded). */
  giveBack(keys: string[]): Promise<void>;
  /** Forgets every attempt of the keys. */
  clear(keys: string[]): Promise<void>;
}

export function throttle(db: Db, rule: ThrottleRule): Throttle {
  const counters = throttleCounterRepository(db, rule);
  return {
    async take(keys) {
      const taken: string[] = [];
      for (const key of keys) {
        const wait = await counters.take(key);
        if (wait) {
          await this.giveBack(taken);
          return wait;
        }
        taken.push(key);
      }
      return 0;
    },
    async giveBack(keys) {
      for (const key of keys) await counters.giveBack(key);
    },
    async clear(keys) {
      for (const key of keys) await counters.clear(key);
    },
  };
}

/** "30 seconds", "1 minute" or "15 minutes": how long a throttled caller waits, in the words of the refusal. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds > 1 ? 's' : ''}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes > 1 ? 's' : ''}`;
}
