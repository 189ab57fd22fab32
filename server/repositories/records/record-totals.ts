// A list's total, or any count of a table's rows (the dashboard's tiles): counted exactly up to
// EXACT_TOTAL_LIMIT rows, past that the planner's estimate (and the answer says so); not counted
// at all when the planner expects many more rows.
import { type SQL, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect.ts';
import { keptPlannedRows } from './planner.ts';

/** Totals up to this many rows are exact; past it a total is the planner's estimate (never less). */
export const EXACT_TOTAL_LIMIT = 10_000;
/**
 * When the planner expects more rows than this, the total is its estimate without counting;
 * at most this many, a search tries fetching all its matches at once (records.ts, fewMatches).
 */
export const PLANNED_ROWS_LIMIT = 2 * EXACT_TOTAL_LIMIT;

/** A total, and whether it is the planner's estimate rather than a count. */
export interface Total {
  count: number;
  estimated: boolean;
}

/** The totals of one table. */
export function recordTotals(db: Db, table: PgTable) {
  /** The table's size as the planner puts it (a query reading all its ids), kept a minute (planner.ts). */
  const tableRows = () => keptPlannedRows(db, db.select({ id: getTableColumns(table).id! }).from(table));

  /** A total past EXACT_TOTAL_LIMIT: the planner's estimate, never below the limit + 1. */
  const estimate = async (where: SQL | undefined) =>
    Math.max(
      EXACT_TOTAL_LIMIT + 1,
      await keptPlannedRows(
        db,
        db
          .select({ one: sql`1` })
          .from(table)
          .where(where),
      ),
    );

  /**
   * Whether the planner expects more than PLANNED_ROWS_LIMIT matching rows (then its estimate),
   * not asked of a table it puts within that many rows: no part of it can be more.
   */
  async function plannedMatches(where: SQL | undefined): Promise<number | undefined> {
    const size = await tableRows();
    if (size <= PLANNED_ROWS_LIMIT) return undefined;
    if (!where) return size;
    const rows = await keptPlannedRows(
      db,
      db
        .select({ one: sql`1` })
        .from(table)
        .where(where),
    );
    return rows > PLANNED_ROWS_LIMIT ? rows : undefined;
  }

  /**
   * Exact up to EXACT_TOTAL_LIMIT; past it the planner's estimate, never below the limit + 1.
   * When the planner expects more than PLANNED_ROWS_LIMIT rows (`many`), its estimate without
   * counting: counting the first 10,001 only to learn that there are more would cost more than
   * the page.
   */
  async function total(where: SQL | undefined, many: number | undefined): Promise<Total> {
    if (many !== undefined) return { count: many, estimated: true };
    const capped = db
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .limit(EXACT_TOTAL_LIMIT + 1)
      .as('capped');
    const [row] = (await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(capped)) as [{ n: number }];
    return row.n <= EXACT_TOTAL_LIMIT ? { count: row.n, estimated: false } : { count: await estimate(where), estimated: true };
  }

  /** The rows matching `where`: exact up to EXACT_TOTAL_LIMIT, else the planner's estimate (see `total`). */
  const count = async (where: SQL | undefined): Promise<Total> => total(where, await plannedMatches(where));

  return { tableRows, estimate, plannedMatches, total, count };
}
