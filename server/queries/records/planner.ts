// The query planner's row counts (EXPLAIN, nothing is run): how the lists tell a huge table or a
// huge match from a small one without counting. Each estimate is kept a minute per database and
// query, so a list asked again (its next page, a reload, the same search) asks the planner nothing.
import { type Query, type SQL, type SQLWrapper, fillPlaceholders, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect.ts';
import { MOST_KEPT_STATEMENTS } from './prepared-once.ts';
import type { Condition } from './record-query.ts';

const KEPT_MS = 60_000;
/** Distinct queries kept per database; past it the oldest go (searches vary without end). */
const MOST_KEPT = 1_000;
const kept = new WeakMap<object, Map<string, { rows: number; at: number }>>();
const dialect = new PgDialect();
/** The EXPLAIN statements of condition shapes, built once (their text does not depend on the database). */
const explains = new Map<string, Query>();

function explainOf(key: string, where: Condition, build: (where: SQL | undefined) => SQLWrapper): Query {
  const explain = () => dialect.sqlToQuery(sql`EXPLAIN (FORMAT JSON) ${build(where.sql)}`);
  if (where.shape === undefined) return explain();
  const shaped = `${key} (${where.shape})`;
  let query = explains.get(shaped);
  if (!query) {
    query = explain();
    if (explains.size < MOST_KEPT_STATEMENTS) explains.set(shaped, query);
  }
  return query;
}

/** How many rows the planner expects a query to return (EXPLAIN, nothing is run). */
async function plannedRows(db: Db, explain: Query, values: Record<string, unknown>): Promise<number> {
  const result = (await db._.session.prepareQuery(explain, undefined, undefined, false).execute(values)) as { rows: Record<string, unknown>[] };
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(plan[0].Plan['Plan Rows']);
}

/**
 * The planner's rows for the query `build` makes of `where` (a table's size: a query reading all
 * its ids), as it said within the last minute; the query is built once per `key` and shape.
 */
export async function keptPlannedRows(db: Db, key: string, where: Condition, build: (where: SQL | undefined) => SQLWrapper): Promise<number> {
  let estimates = kept.get(db);
  if (!estimates) kept.set(db, (estimates = new Map()));
  const explain = explainOf(key, where, build);
  const known = `${explain.sql}\n${JSON.stringify(fillPlaceholders(explain.params, where.values))}`;
  const estimate = estimates.get(known);
  if (estimate && Date.now() - estimate.at < KEPT_MS) return estimate.rows;
  const rows = await plannedRows(db, explain, where.values);
  // Re-inserted, so the map's order is the age order the eviction below relies on.
  estimates.delete(known);
  estimates.set(known, { rows, at: Date.now() });
  if (estimates.size > MOST_KEPT) estimates.delete(estimates.keys().next().value!);
  return rows;
}
