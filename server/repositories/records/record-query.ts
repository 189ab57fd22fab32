// What a list asks of an entity's table, as SQL: its conditions (access rules, filters by value,
// ranges, and substring search on the schema's search fields through the trigram indexes, or a
// prefix on a huge table when the text is too short for them) and its order.
import { type Placeholder, type SQL, and, asc, desc, eq, gte, ilike, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { EntityDescription } from '../../../shared/entity-types.ts';

export interface ListQuery {
  q?: string;
  /** Field equals value, or one of a list of values (null: is null). */
  filters?: Record<string, unknown>;
  /** Field within a range, both ends included, either end left open. */
  ranges?: Record<string, Range>;
  /** Extra conditions from access rules and entity hooks. */
  where?: (SQL | undefined)[];
  sort?: string;
  order?: 'asc' | 'desc';
  page?: number;
  /** Rows per page; -1 for all. */
  perPage?: number;
}

export interface Range {
  from?: unknown;
  to?: unknown;
}

const DAY_MS = 86_400_000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Escapes LIKE wildcards so a search for "50%" means the characters, not a pattern. */
export const likePattern = (text: string) => `%${escapeLike(text)}%`;
/** Text at the start of the value, wildcards escaped as in likePattern. */
export const prefixPattern = (text: string) => `${escapeLike(text)}%`;

/** Search text this short cannot use a trigram index for a substring... */
export const SHORT_SEARCH_LENGTH = 2;
/** ...so on a table the planner puts above this many rows it matches the start of a field instead. */
export const SHORT_SEARCH_SCAN_ROWS = 100_000;
/** The conditions and order of a list over one entity's columns; `tableRows` is the planner's size of its table. */
export function recordQuery(entity: EntityDescription, column: (name: string) => AnyPgColumn, tableRows: () => Promise<number>) {
  const searchText = (query: ListQuery) => (entity.fields.search.length ? query.q?.trim() || undefined : undefined);

  async function condition(query: ListQuery): Promise<SQL | undefined> {
    const parts: (SQL | undefined)[] = [...(query.where ?? [])];
    for (const [field, value] of Object.entries(query.filters ?? {})) {
      parts.push(value === null ? isNull(column(field)) : Array.isArray(value) ? inArray(column(field), value) : eq(column(field), value));
    }
    for (const [field, range] of Object.entries(query.ranges ?? {})) parts.push(...within(field, range));
    const text = searchText(query);
    if (text) parts.push(searchCondition(await searchPattern(text)));
    return and(...parts);
  }

  /** The LIKE pattern of a search: any part of a field, or its start where the text is too short for the trigram indexes of a huge table. */
  async function searchPattern(text: string): Promise<string> {
    const prefix = text.length <= SHORT_SEARCH_LENGTH && (await tableRows()) > SHORT_SEARCH_SCAN_ROWS;
    return prefix ? prefixPattern(text) : likePattern(text);
  }

  /** A search's condition: the pattern (or the placeholder of a prepared statement) in any of the search fields. */
  const searchCondition = (pattern: string | Placeholder) => or(...entity.fields.search.map((field) => ilike(column(field), pattern)));

  /** A search and nothing else (no filter, range or access rule): one statement shape whatever the text. */
  const plainSearch = (query: ListQuery) =>
    searchText(query) !== undefined &&
    Object.keys(query.filters ?? {}).length === 0 &&
    Object.keys(query.ranges ?? {}).length === 0 &&
    (query.where ?? []).every((part) => part === undefined);

  /**
   * A range's conditions. A date-time range is given in days: its end takes in the whole of
   * that day (UTC), so `finished_at_to=2024-05-01` includes a run finished that afternoon.
   */
  function within(field: string, { from, to }: Range): SQL[] {
    const col = column(field);
    const dateTime = entity.fields.dateTimes.includes(field);
    const parts: SQL[] = [];
    if (from !== undefined) parts.push(gte(col, dateTime ? new Date(`${String(from)}T00:00:00Z`) : from));
    if (to !== undefined) parts.push(dateTime ? lt(col, new Date(Date.parse(`${String(to)}T00:00:00Z`) + DAY_MS)) : lte(col, to));
    return parts;
  }

  /** ORDER BY of the query over the table's columns, or over the same columns of a subquery. */
  function ordering(query: ListQuery, of: (name: string) => AnyPgColumn = column): SQL[] {
    const fallback = entity.defaultSort.replace(/^-/, '');
    const field = query.sort ?? fallback;
    const descending = query.sort ? query.order === 'desc' : entity.defaultSort.startsWith('-');
    const primary = descending ? desc(of(field)) : asc(of(field));
    return field === 'id' ? [primary] : [primary, asc(of('id'))];
  }

  return { condition, ordering, searchText, searchPattern, searchCondition, plainSearch };
}
