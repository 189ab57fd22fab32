// Leases of scheduled jobs (schemas/entities/job-lease.json): of every server process sharing the
// database, the one holding a job's unexpired lease runs it. Taking one is a single upsert, so two
// processes asking at once get one answer each from the row's lock: one holds, the other waits its turn.
import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { jobLeases } from '../generated/tables.ts';

/**
 * Takes the lease of job `name` for `holder` until `until`: when no one holds it, its holder let it
 * run out (a process that died mid-run), or `holder` already holds it. Answers whether it holds it now.
 */
export async function takeLease(db: Db, name: string, holder: string, now: Date, until: Date): Promise<boolean> {
  const taken = await db
    .insert(jobLeases)
    .values({ name, holder, expires_at: until })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, expires_at: until, updated_at: now },
      setWhere: or(lte(jobLeases.expires_at, now), eq(jobLeases.holder, sql`excluded.holder`)),
    })
    .returning({ id: jobLeases.id });
  return taken.length > 0;
}

/** Gives the lease back at `now`, if `holder` still holds it, so whichever process comes next may run the job. */
export async function releaseLease(db: Db, name: string, holder: string, now: Date): Promise<void> {
  await db
    .update(jobLeases)
    .set({ expires_at: now, updated_at: now })
    .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
}
