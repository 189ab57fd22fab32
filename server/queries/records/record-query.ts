// What a list asks of an entity's table, as SQL: its conditions (access rules, filters by value,
// ranges, and substring search on the schema's search fields through the trigram indexes, or a
// prefix on a huge table when the text is too short for them) and its order.
import { Param, SQL, and, asc, desc, eq, gte, ilike, is, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { EntityDescription } from '../../../shared/entity-types.ts';

export interface ListQuery {
  q?: string;
  /** Field equals value, or one of a list of values (null: is null). */
  filters?: Record<string, unknown>;
  /** Field within a range, both ends included, either end left open. */
  ranges?: Record<string, Range>;
  /** Extra conditions from access rules and entity hooks. */
  where?: (SQL | ShapedPart | undefined)[];
  sort?: string;
  order?: 'asc' | 'desc';
  page?: number;
  /** Rows per page; -1 for all. */
  perPage?: number;
}

/**
 * A condition of an entity's own whose text is the same whatever the request (users other than API
 * accounts, postcodes without a dealer), named by `shape`: a list carrying it is kept as any other
 * (see Condition). A condition that varies with the request is given as SQL, built for each use.
 */
export interface ShapedPart {
  sql: SQL;
  shape: string;
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
/**
 * A list's conditions with their values apart: the statement text has a placeholder for each value,
 * so a list asked again with other values (another registration, another search) is the same
 * statement, built once and prepared. Building a statement through drizzle costs the server more
 * than the database takes to run a small indexed read.
 */
export interface Condition {
  /** The condition, undefined for every row; its values are placeholders named in `values`. */
  sql: SQL | undefined;
  values: Record<string, unknown>;
  /**
   * What the text depends on (which fields are filtered and how, which range ends, whether
   * searched, the ShapedParts): equal shapes mean equal text. None when the condition carries SQL
   * of its own (an access rule), whose statements are built for each use.
   */
  shape?: string;
}

/** The conditions and order of a list over one entity's columns; `tableRows` is the planner's size of its table. */
export function recordQuery(entity: EntityDescription, column: (name: string) => AnyPgColumn, tableRows: () => Promise<number>) {
  const searchText = (query: ListQuery) => (entity.fields.search.length ? query.q?.trim() || undefined : undefined);

  async function condition(query: ListQuery): Promise<Condition> {
    const values: Record<string, unknown> = {};
    const shape: string[] = [];
    /** A placeholder for `value`, encoded as `field`'s column encodes it. */
    const bind = (name: string, field: string, value: unknown) => {
      values[name] = value;
      return new Param(sql.placeholder(name), column(field));
    };
    const parts: SQL[] = [];
    let unshaped = false;
    for (const part of query.where ?? []) {
      if (part === undefined) continue;
      if (is(part, SQL)) {
        parts.push(part);
        unshaped = true;
      } else {
        parts.push(part.sql);
        shape.push(part.shape);
      }
    }
    Object.entries(query.filters ?? {}).forEach(([field, value], i) => {
      const name = `f${i}`;
      if (value === null) parts.push(isNull(column(field)));
      else if (Array.isArray(value)) {
        values[name] = value;
        parts.push(sql`${column(field)} = any(${sql.placeholder(name)})`);
      } else parts.push(eq(column(field), bind(name, field, value)));
      shape.push(`${field}${value === null ? ' null' : Array.isArray(value) ? ' any' : ''}`);
    });
    Object.entries(query.ranges ?? {}).forEach(([field, range], i) => {
      parts.push(...within(field, range, (end, value) => bind(`r${i}${end}`, field, value)));
      shape.push(`${field} ${range.from === undefined ? '' : 'from'}-${range.to === undefined ? '' : 'to'}`);
    });
    const text = searchText(query);
    if (text) {
      values.pattern = await searchPattern(text);
      parts.push(or(...entity.fields.search.map((field) => ilike(column(field), sql.placeholder('pattern'))))!);
      shape.push('search');
    }
    return { sql: and(...parts), values, shape: unshaped ? undefined : shape.join(', ') };
  }

  /** The LIKE pattern of a search: any part of a field, or its start where the text is too short for the trigram indexes of a huge table. */
  async function searchPattern(text: string): Promise<string> {
    const prefix = text.length <= SHORT_SEARCH_LENGTH && (await tableRows()) > SHORT_SEARCH_SCAN_ROWS;
    return prefix ? prefixPattern(text) : likePattern(text);
  }

  /**
   * A range's conditions. A date-time range is given in days: its end takes in the whole of
   * that day (UTC), so `finished_at_to=2024-05-01` includes a run finished that afternoon.
   */
  function within(field: string, { from, to }: Range, bind: (end: 'from' | 'to', value: unknown) => Param): SQL[] {
    const col = column(field);
    const dateTime = entity.fields.dateTimes.includes(field);
    const parts: SQL[] = [];
    if (from !== undefined) parts.push(gte(col, bind('from', dateTime ? new Date(`${String(from)}T00:00:00Z`) : from)));
    if (to !== undefined) parts.push(dateTime ? lt(col, bind('to', new Date(Date.parse(`${String(to)}T00:00:00Z`) + DAY_MS))) : lte(col, bind('to', to)));
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

  return { condition, ordering, searchText };
}
