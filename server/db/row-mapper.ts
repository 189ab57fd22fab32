// Result rows of a kept statement mapped by a plan worked out once. drizzle maps every row cell
// by cell, asking of each column what kind of field it is (a walk up its prototypes) and where
// it goes: about a tenth of a list's server time. A statement kept for reuse selects the same
// fields on every run, so the plan is made when it is built and the rows only follow it. The
// result is the one drizzle's own mapping gives (row-mapper.test.ts compares them), but for time
// stamps: those are the text JSON would write of drizzle's Date, made from PostgreSQL's text directly.
import { Column, SQL, Subquery, getTableName, is } from 'drizzle-orm';
import { PgTimestamp } from 'drizzle-orm/pg-core';

/** How drizzle describes a selected field, on a statement it prepared (not part of its typings). */
interface SelectedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** What a statement drizzle prepared carries for its mapping. */
export interface MappedStatement {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown[];
}

/** A selected expression's decoder (the one `mapWith` set), which drizzle's typings leave out. */
type Decoded = { decoder: Decoder };

/** PostgreSQL's text of a time stamp in UTC ("2026-01-05 09:00:00.5+00"), its fraction of a second apart. */
const UTC_STAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * A time stamp as JSON writes drizzle's Date of it (`toISOString`, null for one that is no date),
 * straight from PostgreSQL's text when that is in UTC, as the databases here answer: making a Date
 * of each and writing it back was half the time a list's answer took to serialise.
 */
export function isoTimestamp(text: string): string | null {
  const utc = UTC_STAMP.exec(text);
  if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const asIsoText: Decoder = { mapFromDriverValue: (value) => isoTimestamp(value as string) };

function decoderOf(field: unknown): Decoder {
  if (is(field, PgTimestamp) && field.withTimezone) return asIsoText;
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as Decoded).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: Decoded } })._.sql.decoder;
  return (field as { sql: Decoded }).sql.decoder;
}

/**
 * A joined record a left join may not find: drizzle answers null for it when its first
 * column is null, provided all its columns come from one table that may be missing.
 */
function nullableObjects(fields: SelectedField[], notNullable: Record<string, boolean>): { name: string; index: number }[] {
  const first = new Map<string, { index: number; table: string | false }>();
  fields.forEach(({ path, field }, index) => {
    if (path.length !== 2 || !is(field, Column)) return;
    const table = getTableName(field.table);
    const known = first.get(path[0]!);
    if (!known) first.set(path[0]!, { index, table });
    else if (known.table !== table) known.table = false;
  });
  return [...first].filter(([, { table }]) => table !== false && !notNullable[table]).map(([name, { index }]) => ({ name, index }));
}

/** A function mapping array rows to records as drizzle's `mapResultRow` would, for these fields. */
export function rowMapper(fields: SelectedField[], notNullable?: Record<string, boolean>): (row: unknown[]) => Record<string, unknown> {
  const decoders = fields.map(({ field }) => decoderOf(field));
  const paths = fields.map(({ path }) => path);
  const nullable = notNullable ? nullableObjects(fields, notNullable) : [];
  return (row) => {
    const result: Record<string, unknown> = {};
    for (let i = 0; i < paths.length; i++) {
      const path = paths[i]!;
      let node = result;
      for (let depth = 0; depth < path.length - 1; depth++) node = (node[path[depth]!] ??= {}) as Record<string, unknown>;
      const raw = row[i];
      node[path[path.length - 1]!] = raw === null ? null : decoders[i]!.mapFromDriverValue(raw);
    }
    for (const { name, index } of nullable) if (row[index] === null) result[name] = null;
    return result;
  };
}

/** `statement` with its rows mapped by a plan made now; a statement drizzle maps otherwise (a raw one, a relational query) is left as it is. */
export function withRowMapper<T>(statement: T): T {
  const prepared = statement as T & MappedStatement;
  if (!prepared.fields || prepared.customResultMapper) return statement;
  const map = rowMapper(prepared.fields, prepared.joinsNotNullableMap);
  prepared.customResultMapper = (rows) => rows.map(map);
  return statement;
}
