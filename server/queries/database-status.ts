// Whether the database answers and is up to date, for GET /api/health and /api/health/ready.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { rawRows } from './records/raw-rows.ts';

/** The cheapest statement there is; throws as any query does while the database cannot be reached. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** When the newest migration the database has applied was made (drizzle's journal `when`), 0 for none; throws as any query does while it cannot be reached. */
export async function lastMigrationApplied(db: Db): Promise<number> {
  const [row] = await rawRows<{ last: string | null }>(db, sql`SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations`);
  return Number(row?.last ?? 0);
}
