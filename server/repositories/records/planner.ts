// The query planner's row counts (EXPLAIN, nothing is run): how the lists tell a huge table or a
// huge match from a small one without counting. Each estimate is kept a minute per database and
// query, so a list asked again (its next page, a reload, the same search) asks the planner nothing.
import { type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect.ts';

const KEPT_MS = 60_000;
/** Distinct queries kept per database; past it the oldest go (searches vary without end). */
const MOST_KEPT = 1_000;
const kept = new WeakMap<object, Map<string, { rows: number; at: number }>>();
const dialect = new PgDialect();

/** How many rows the planner expects a query to return (EXPLAIN, nothing is run). */
async function plannedRows(db: Db, query: SQLWrapper): Promise<number> {
  const result = (await db.execute(sql`EXPLAIN (FORMAT JSON) ${query}`)) as unknown as { rows: Record<string, unknown>[] };
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(plan[0].Plan['Plan Rows']);
}

/** The planner's rows for a query, as it said within the last minute (a table's size: a query reading all its ids). */
export async function keptPlannedRows(db: Db, query: SQLWrapper): Promise<number> {
  let estimates = kept.get(db);
  if (!estimates) kept.set(db, (estimates = new Map()));
  const { sql: text, params } = dialect.sqlToQuery(query.getSQL());
  const key = `${text}\n${JSON.stringify(params)}`;
  const known = estimates.get(key);
  if (known && Date.now() - known.at < KEPT_MS) return known.rows;
  const rows = await plannedRows(db, query);
  // Re-inserted, so the map's order is the age order the eviction below relies on.
  estimates.delete(key);
  estimates.set(key, { rows, at: Date.now() });
  if (estimates.size > MOST_KEPT) estimates.delete(estimates.keys().next().value!);
  return rows;
}
