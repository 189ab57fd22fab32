// The counts of the throttle (platform/throttle.ts): one row per key, counted and refused in one
// upsert so parallel requests cannot all pass one check, and forgotten once the key is quiet. Every
// time is the statement's own clock (clock_timestamp), read when the row is locked: now() is the
// transaction's start, which for a request that waited on the row can be earlier than the window
// the one before it opened, and would refuse it inside the allowance.
import { eq, lt, sql } from 'drizzle-orm';
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

export function throttleCounterRepository(db: Db, rule: ThrottleRule) {
  const t = throttleCounters;
  /** Seconds to wait after the attempt numbered `hits` (an SQL expression). */
  const waitAfter = (hits: ReturnType<typeof sql>) =>
    sql`(case when ${hits} < ${rule.free} then 0 else least(${rule.maxWaitSeconds}::float8, ${rule.firstWaitSeconds}::float8 * power(2, ${hits} - ${rule.free})) end)`;
  const clock = sql`clock_timestamp()`;
  const hitsNow = sql`(case when ${t.forget_at} <= ${clock} then 1 else ${t.hits} + 1 end)`;
  const seconds = (value: ReturnType<typeof sql>) => sql`((${value}) * interval '1 second')`;

  return {
    /** Counts an attempt on the key and answers 0, or answers the seconds to wait and counts nothing. */
    async take(key: string): Promise<number> {
      const taken = await db
        .insert(t)
        .values({
          key,
          hits: 1,
          next_at: sql`${clock} + ${seconds(waitAfter(sql`1`))}`,
          forget_at: sql`${clock} + ${seconds(sql`${waitAfter(sql`1`)} + ${rule.forgetSeconds}`)}`,
        })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            hits: hitsNow,
            next_at: sql`${clock} + ${seconds(waitAfter(hitsNow))}`,
            forget_at: sql`${clock} + ${seconds(sql`${waitAfter(hitsNow)} + ${rule.forgetSeconds}`)}`,
            updated_at: clock,
          },
          setWhere: sql`${t.next_at} <= ${clock} or ${t.forget_at} <= ${clock}`,
        })
        .returning({ hits: t.hits });
      if (taken.length) return 0;
      const [row] = await db
        .select({ wait: sql<number>`extract(epoch from ${t.next_at} - ${clock})::float8` })
        .from(t)
        .where(eq(t.key, key));
      return Math.max(1, Math.ceil(Number(row?.wait ?? 1)));
    },

    async giveBack(key: string): Promise<void> {
      const hits = sql`greatest(${t.hits} - 1, 0)`;
      await db
        .update(t)
        .set({ hits, next_at: sql`case when ${hits} < ${rule.free} then ${clock} else ${t.next_at} end`, updated_at: clock })
        .where(eq(t.key, key));
    },

    async clear(key: string): Promise<void> {
      await db.delete(t).where(eq(t.key, key));
    },
  };
}

/** Deletes the counts forgotten before `now`; answers how many went. */
export async function deleteForgottenCounters(db: Db, now: Date): Promise<number> {
  const gone = await db.delete(throttleCounters).where(lt(throttleCounters.forget_at, now)).returning({ id: throttleCounters.id });
  return gone.length;
}

/**
 * Counts one more event under `key` in a window of `windowSeconds` from its first, a new window once
 * that has passed; answers the events of the window so far (in one upsert, so events at once each
 * get their own number).
 */
export async function countInWindow(db: Db, key: string, windowSeconds: number): Promise<number> {
  const t = throttleCounters;
  const clock = sql`clock_timestamp()`;
  const windowEnd = sql`${clock} + ${windowSeconds} * interval '1 second'`;
  const expired = sql`${t.forget_at} <= ${clock}`;
  const [row] = await db
    .insert(t)
    .values({ key, hits: 1, next_at: clock, forget_at: windowEnd })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${t.hits} + 1 end`,
        forget_at: sql`case when ${expired} then ${windowEnd} else ${t.forget_at} end`,
        updated_at: clock,
      },
    })
    .returning({ hits: t.hits });
  return row!.hits;
}
