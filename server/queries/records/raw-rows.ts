// drizzle's raw results differ in type per driver; both PGlite and node-postgres carry `rows`.
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';

export async function rawRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
