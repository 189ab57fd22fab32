// A list's total, or any count of a table's rows (the dashboard's tiles): counted exactly up to
// EXACT_TOTAL_LIMIT rows, past that the planner's estimate (and the answer says so); not counted
// at all when the planner expects many more rows.
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect.ts';
import { keptPlannedRows } from './planner.ts';
import { runOn } from './prepared-once.ts';
import { type Condition, SHORT_SEARCH_LENGTH } from './record-query.ts';

/** Totals up to this many rows are exact; past it a total is the planner's estimate (never less). */
export const EXACT_TOTAL_LIMIT = 10_000;
/**
 * When the planner expects more rows than this, the total is its estimate without counting;
 * at most this many, a search tries fetching all its matches at once (record-pages.ts, fewMatches).
 */
export const PLANNED_ROWS_LIMIT = 2 * EXACT_TOTAL_LIMIT;
/**
 * The planner's count of a search's matches anywhere in several fields at once (the trigram
 * indexes' patterns) can be many times too high: such a search it puts at up to this many rows
 * still tries fetching its matches at once, which reads at most EXACT_TOTAL_LIMIT + 1 of them
 * before giving up. Walking a huge table in order instead, that wrong count had it filter hundreds
 * of thousands of rows for a page of 50. A short text's count (the start of a field) is sound.
 */
export const SEARCH_TRIES_FEW_LIMIT = 10 * PLANNED_ROWS_LIMIT;

/** Whether a search for `text` the planner puts at `planned` matches (undefined: at most PLANNED_ROWS_LIMIT) tries fetching them all at once. */
export const searchTriesFew = (text: string, planned: number | undefined) =>
  (planned ?? 0) <= (text.length > SHORT_SEARCH_LENGTH ? SEARCH_TRIES_FEW_LIMIT : PLANNED_ROWS_LIMIT);

/** A total, and whether it is the planner's estimate rather than a count. */
export interface Total {
  count: number;
  estimated: boolean;
}

/** The totals of one table. */
export function recordTotals(db: Db, table: PgTable) {
  const name = getTableName(table);
  const everyRow: Condition = { sql: undefined, values: {}, shape: '' };
  /** The rows matching a condition, for the planner to estimate. */
  const matching = (where: Condition) =>
    keptPlannedRows(db, `${name} matching`, where, (condition) =>
      db
        .select({ one: sql`1` })
        .from(table)
        .where(condition),
    );

  /** The table's size as the planner puts it (a query reading all its ids), kept a minute (planner.ts). */
  const tableRows = () => keptPlannedRows(db, `${name} size`, everyRow, () => db.select({ id: getTableColumns(table).id! }).from(table));

  /** A total past EXACT_TOTAL_LIMIT: the planner's estimate, never below the limit + 1. */
  const estimate = async (where: Condition) => Math.max(EXACT_TOTAL_LIMIT + 1, await matching(where));

  /**
   * Whether the planner expects more than PLANNED_ROWS_LIMIT matching rows (then its estimate),
   * not asked of a table it puts within that many rows: no part of it can be more.
   */
  async function plannedMatches(where: Condition): Promise<number | undefined> {
    const size = await tableRows();
    if (size <= PLANNED_ROWS_LIMIT) return undefined;
    if (!where.sql) return size;
    const rows = await matching(where);
    return rows > PLANNED_ROWS_LIMIT ? rows : undefined;
  }

  /**
   * Exact up to EXACT_TOTAL_LIMIT; past it the planner's estimate, never below the limit + 1.
   * When the planner expects more than PLANNED_ROWS_LIMIT rows (`many`), its estimate without
   * counting: counting the first 10,001 only to learn that there are more would cost more than
   * the page.
   */
  async function total(where: Condition, many: number | undefined): Promise<Total> {
    if (many !== undefined) return { count: many, estimated: true };
    const [row] = (await runOn(db, `${name} count`, where, (condition, statement) => {
      const capped = db
        .select({ one: sql`1` })
        .from(table)
        .where(condition)
        .limit(EXACT_TOTAL_LIMIT + 1)
        .as('capped');
      return db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(capped)
        .prepare(statement);
    })) as [{ n: number }];
    return row.n <= EXACT_TOTAL_LIMIT ? { count: row.n, estimated: false } : { count: await estimate(where), estimated: true };
  }

  /** The rows matching `where`: exact up to EXACT_TOTAL_LIMIT, else the planner's estimate (see `total`). */
  const count = async (where: Condition): Promise<Total> => total(where, await plannedMatches(where));

  return { tableRows, estimate, plannedMatches, total, count };
}
