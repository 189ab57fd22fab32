// Which stored files the records name: the fields the schemas mark `x-file` (a vehicle's photo key,
// the addresses in a content document's elements or a model's image), read from the entity
// descriptions, so a new field naming files is known here with no edit. A file is kept while a
// record names it (server/platform/files/named-files.ts).
import { type SQL, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { EntityDescription } from '../../shared/entity-types.ts';
import { entities } from '../../shared/generated/entities.ts';
import type { Db } from '../db/connect.ts';
import { tables } from '../generated/tables.ts';
import { fileKeysIn, fileUrl } from '../core/file-addresses.ts';
import { rawRows } from './records/raw-rows.ts';

/** Keys asked about in one statement. */
const KEYS_AT_ONCE = 1_000;

const all = Object.values(entities);
const tableOf = (entity: EntityDescription) => (tables as Record<string, PgTable>)[entity.id]!;
const columnOf = (entity: EntityDescription, field: string) => (tableOf(entity) as unknown as Record<string, AnyPgColumn>)[field]!;
const fileFields = (entity: EntityDescription) => [...entity.fields.fileKeys, ...entity.fields.fileAddresses];

/** The records deleted with one of `entity` by the database's own cascade (an owner's vehicles). */
const cascadesOf = (entity: EntityDescription) =>
  all.flatMap((child) => child.references.filter((r) => r.entity === entity.id && r.onDelete === 'cascade').map((r) => ({ child, field: r.field })));

/** Whether deleting a record of `entity` may take stored files with it: its own fields, or those of the records it cascades to. */
function deletesFiles(entity: EntityDescription, seen = new Set<string>()): boolean {
  if (seen.has(entity.id)) return false;
  seen.add(entity.id);
  return fileFields(entity).length > 0 || cascadesOf(entity).some(({ child }) => deletesFiles(child, seen));
}

/** The keys a field's value names: the key itself, or the addresses in its text or JSON. */
const keysOf = (entity: EntityDescription, field: string, value: string | null): string[] =>
  value === null ? [] : entity.fields.fileKeys.includes(field) ? [value] : fileKeysIn(value);

/** The files named by the records of `entity` that `where` picks, and by the records deleting them cascades to; locked until the transaction ends. */
async function filesOfRecords(db: Db, entity: EntityDescription, where: SQL, seen: Set<string>): Promise<string[]> {
  if (seen.has(entity.id) || !deletesFiles(entity)) return [];
  const found: string[] = [];
  const fields = fileFields(entity);
  if (fields.length) {
    const columns = Object.fromEntries(fields.map((field) => [field, sql<string | null>`${columnOf(entity, field)}::text`]));
    const rows = (await db.select(columns).from(tableOf(entity)).where(where).for('update')) as Record<string, string | null>[];
    for (const row of rows) found.push(...fields.flatMap((field) => keysOf(entity, field, row[field]!)));
  }
  const ids = db
    .select({ id: columnOf(entity, 'id') })
    .from(tableOf(entity))
    .where(where);
  for (const { child, field } of cascadesOf(entity)) {
    found.push(...(await filesOfRecords(db, child, inArray(columnOf(child, field), ids), new Set([...seen, entity.id]))));
  }
  return found;
}

/**
 * The stored files that deleting this record takes with it: its own and those of the records its
 * deletion cascades to (an owner's vehicles' photos). Read locked, so a photo change waits for the
 * delete and then finds no vehicle; call it in the delete's transaction, before deleting.
 */
export const filesDeletedWith = (db: Db, entity: EntityDescription, id: number) => filesOfRecords(db, entity, eq(columnOf(entity, 'id'), id), new Set());

/** Of these keys, the ones some record names. */
export async function namedFiles(db: Db, keys: string[]): Promise<Set<string>> {
  const wanted = new Set(keys);
  const named = new Set<string>();
  if (!keys.length) return named;
  for (const entity of all) {
    for (const field of entity.fields.fileKeys) {
      for (let start = 0; start < keys.length; start += KEYS_AT_ONCE) {
        const column = columnOf(entity, field);
        const rows = await db
          .select({ key: column })
          .from(tableOf(entity))
          .where(inArray(column, keys.slice(start, start + KEYS_AT_ONCE)));
        for (const { key } of rows as { key: string }[]) named.add(key);
      }
    }
    for (const field of entity.fields.fileAddresses) {
      // Few records hold addresses (documents, models): the ones holding any are read whole.
      const text = sql`${columnOf(entity, field)}::text`;
      const rows = await rawRows<{ text: string }>(db, sql`SELECT ${text} AS text FROM ${tableOf(entity)} WHERE strpos(${text}, ${fileUrl('')}) > 0`);
      for (const row of rows) for (const key of fileKeysIn(row.text)) if (wanted.has(key)) named.add(key);
    }
  }
  return named;
}
