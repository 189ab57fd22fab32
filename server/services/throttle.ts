// Counts attempts per key (an email and address pair, an address, an invitation code) so sign-in,
// registration and password recovery slow down a caller who keeps guessing. The counts live in the
// database: every server process sharing it refuses the same callers. An attempt is counted before
// it is tried, in one upsert that also refuses it, so parallel requests cannot all pass one check.
// After the free attempts each further one waits, the wait doubling up to a ceiling: a stranger's
// guesses slow a key down but never lock it for long.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { throttleCounters } from '../generated/tables.ts';

export interface ThrottleRule {
  /** Attempts allowed without waiting. */
  free: number;
  /** The wait after the last free attempt; each further attempt doubles it. */
  firstWaitSeconds: number;
  maxWaitSeconds: number;
  /** The count is forgotten once the key has been quiet this long after its wait. */
  forgetSeconds: number;
}

export interface Throttle {
  /** Counts an attempt on every key and answers 0, or answers the seconds to wait and counts nothing. */
  take(keys: string[]): Promise<number>;
  /** Uncounts an attempt that turned out rightful (a sign-in that succeeded). */
  giveBack(keys: string[]): Promise<void>;
  /** Forgets every attempt of the keys. */
  clear(keys: string[]): Promise<void>;
}

export function throttle(db: Db, rule: ThrottleRule): Throttle {
  const t = throttleCounters;
  /** Seconds to wait after the attempt numbered `hits` (an SQL expression). */
  const waitAfter = (hits: ReturnType<typeof sql>) =>
    sql`(case when ${hits} < ${rule.free} then 0 else least(${rule.maxWaitSeconds}::float8, ${rule.firstWaitSeconds}::float8 * power(2, ${hits} - ${rule.free})) end)`;
  const hitsNow = sql`(case when ${t.forget_at} <= now() then 1 else ${t.hits} + 1 end)`;
  const seconds = (value: ReturnType<typeof sql>) => sql`((${value}) * interval '1 second')`;

  async function takeOne(key: string): Promise<number> {
    const taken = await db
      .insert(t)
      .values({
        key,
        hits: 1,
        next_at: sql`now() + ${seconds(waitAfter(sql`1`))}`,
        forget_at: sql`now() + ${seconds(sql`${waitAfter(sql`1`)} + ${rule.forgetSeconds}`)}`,
      })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          hits: hitsNow,
          next_at: sql`now() + ${seconds(waitAfter(hitsNow))}`,
          forget_at: sql`now() + ${seconds(sql`${waitAfter(hitsNow)} + ${rule.forgetSeconds}`)}`,
          updated_at: sql`now()`,
        },
        setWhere: sql`${t.next_at} <= now() or ${t.forget_at} <= now()`,
      })
      .returning({ hits: t.hits });
    if (taken.length) return 0;
    const [row] = await db
      .select({ wait: sql<number>`extract(epoch from ${t.next_at} - now())::float8` })
      .from(t)
      .where(eq(t.key, key));
    return Math.max(1, Math.ceil(Number(row?.wait ?? 1)));
  }

  return {
    async take(keys) {
      const taken: string[] = [];
      for (const key of keys) {
        const wait = await takeOne(key);
        if (wait) {
          await this.giveBack(taken);
          return wait;
        }
        taken.push(key);
      }
      return 0;
    },
    async giveBack(keys) {
      for (const key of keys) {
        const hits = sql`greatest(${t.hits} - 1, 0)`;
        await db
          .update(t)
          .set({ hits, next_at: sql`case when ${hits} < ${rule.free} then now() else ${t.next_at} end`, updated_at: sql`now()` })
          .where(eq(t.key, key));
      }
    },
    async clear(keys) {
      for (const key of keys) await db.delete(t).where(eq(t.key, key));
    },
  };
}

/** "30 seconds", "1 minute" or "15 minutes": how long a throttled caller waits, in the words of the refusal. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds > 1 ? 's' : ''}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes > 1 ? 's' : ''}`;
}
