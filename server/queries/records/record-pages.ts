// The rows of a list's page, each statement kept per shape: in order from the sort index (a deep
// page finds its ids there first), or, where the matches may be few, all of them at once from the
// search indexes, counted and sorted together, the page cut from them.
import { sql } from 'drizzle-orm';
import { runOn } from './prepared-once.ts';
import type { RecordParts } from './record-parts.ts';
import type { Condition, ListQuery } from './record-query.ts';
import { TOTAL } from './record-statements.ts';
import { EXACT_TOTAL_LIMIT, type Total, searchTriesFew } from './record-totals.ts';
import type { Row } from './record-values.ts';

/** Pages starting this deep find their ids in the sort index first, then read only those rows. */
const DEEP_OFFSET = 1_000;

const withPage = (where: Condition, perPage: number, offset: number): Condition => ({ ...where, values: { ...where.values, perPage, offset } });

export function pagesOf(parts: RecordParts) {
  const { db, entity, joined, ordering, pageStatement, fewMatchesStatement, searchText, tableRows, plannedMatches, estimate, total } = parts;

  /** One page of rows in order, with their joined embeds: one kept statement per order, depth and shape of condition. */
  async function pageRows(query: ListQuery, where: Condition, perPage: number, offset: number): Promise<Row[]> {
    const deep = offset >= DEEP_OFFSET;
    const found = await runOn(
      db,
      `${entity.table} page ${query.sort ?? ''} ${query.order ?? ''} ${deep ? 'deep' : 'near'}`,
      withPage(where, perPage, offset),
      (condition, name) => pageStatement(condition, ordering(query), deep, sql.placeholder('perPage'), sql.placeholder('offset')).prepare(name),
    );
    return joined.rows(found as Record<string, Row | null>[]);
  }

  /**
   * A search's page and total in one statement when it matches at most EXACT_TOTAL_LIMIT rows:
   * the matches come from the search indexes and are counted and sorted together, rather than
   * walking the sort index past rows that do not match. 'more' when there are more matches;
   * undefined when the page is past the end (no row carries the total).
   */
  async function fewMatches(where: Condition, query: ListQuery, perPage: number, offset: number): Promise<{ rows: Row[]; total: number } | 'more' | undefined> {
    const found = (await runOn(db, `${entity.table} few ${query.sort ?? ''} ${query.order ?? ''}`, withPage(where, perPage, offset), (condition, name) =>
      fewMatchesStatement(condition, query, sql.placeholder('perPage'), sql.placeholder('offset')).prepare(name),
    )) as Record<string, Row | null>[];
    const counted = found.length ? Number(found[0]![TOTAL]) : undefined;
    if (counted === undefined) return undefined;
    if (counted > EXACT_TOTAL_LIMIT) return 'more';
    return { rows: joined.rows(found), total: counted };
  }

  /** A page's rows and its total (see record-totals.ts for when the total is an estimate). */
  async function pageWithTotal(query: ListQuery, where: Condition, perPage: number, offset: number): Promise<{ rows: Row[]; counted: Total }> {
    const many = await plannedMatches(where);
    // Page and total in one statement where the matches may be few: a search, through its indexes,
    // or any list of a table the planner puts within EXACT_TOTAL_LIMIT rows.
    const text = searchText(query);
    const tryFew = text !== undefined ? searchTriesFew(text, many) : many === undefined && (await tableRows()) <= EXACT_TOTAL_LIMIT;
    const few = tryFew ? await fewMatches(where, query, perPage, offset) : undefined;
    if (typeof few === 'object') return { rows: few.rows, counted: { count: few.total, estimated: false } };
    const rows = await pageRows(query, where, perPage, offset);
    // A short page (not past the end) is the last one: its rows give the total without a count.
    if (rows.length > 0 && rows.length < perPage) return { rows, counted: { count: offset + rows.length, estimated: false } };
    return { rows, counted: few === 'more' ? { count: await estimate(where), estimated: true } : await total(where, many) };
  }

  return { pageRows, fewMatches, pageWithTotal };
}
