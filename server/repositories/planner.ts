// The query planner's row counts (EXPLAIN, nothing is run): how the lists tell a huge table or a
// huge match from a small one without counting.
import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';

/** The planner's estimate of a table's size, kept a minute per database and table. */
const sizeCache = new WeakMap<object, Map<string, { rows: number; at: number }>>();
const SIZE_TTL_MS = 60_000;

/** How many rows the planner expects a query to return (EXPLAIN, nothing is run). */
export async function plannedRows(db: Db, query: SQLWrapper): Promise<number> {
  const result = (await db.execute(sql`EXPLAIN (FORMAT JSON) ${query}`)) as unknown as { rows: Record<string, unknown>[] };
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(plan[0].Plan['Plan Rows']);
}

/** The planner's size of a table (`query` reads all its ids), kept a minute per database and table. */
export async function plannedTableRows(db: Db, table: string, query: SQLWrapper): Promise<number> {
  let sizes = sizeCache.get(db);
  if (!sizes) sizeCache.set(db, (sizes = new Map()));
  const known = sizes.get(table);
  if (known && Date.now() - known.at < SIZE_TTL_MS) return known.rows;
  const rows = await plannedRows(db, query);
  sizes.set(table, { rows, at: Date.now() });
  return rows;
}
