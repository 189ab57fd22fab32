// Whether the database answers at all, for GET /api/health.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';

/** The cheapest statement there is; throws as any query does while the database cannot be reached. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
