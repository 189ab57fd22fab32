// Embedded records read in a list's own statement. A record embedded by its x-embedded-fields
// carries no embeds of its own, so its few columns can be joined onto each row: a vehicles page
// reads its owners and models with its rows rather than in two statements more. Others (a
// booking's vehicle, which embeds a model in turn) are still read after the page.
import { eq } from 'drizzle-orm';
import { type AnyPgColumn, type PgSelect, type PgTable, alias } from 'drizzle-orm/pg-core';
import type { EntityDescription, Reference } from '../../../shared/entity-types.ts';
import { entities } from '../../../shared/generated/entities.ts';
import { tables } from '../../generated/tables.ts';
import type { Row } from './record-values.ts';

/** The listed row itself, under a name no embed can take (embed names are lower case). */
export const LISTED = 'LISTED';

export const describedAs = (entityId: string) => entities[entityId as keyof typeof entities] as EntityDescription;
export const tableOf = (entityId: string) => (tables as Record<string, PgTable>)[entityId]!;
export const columnOf = (table: PgTable) => (name: string) => (table as unknown as Record<string, AnyPgColumn>)[name]!;

/** What a statement reads of a joined record: all of it, or only what another record embeds of it (x-embedded-fields). */
export function readOf(entityId: string, joined: PgTable): PgTable | Record<string, AnyPgColumn> {
  const fields = describedAs(entityId).embeddedFields;
  return fields ? Object.fromEntries(fields.map((field) => [field, columnOf(joined)(field)])) : joined;
}

/** The embeds of `entity` joined into its list statements, and how to add them to one and read them back. */
export function joinedEmbeds(entity: EntityDescription) {
  const joins = entity.references
    .filter((ref) => ref.embed && describedAs(ref.entity).embeddedFields)
    .map((ref) => ({ ref, table: alias(tableOf(ref.entity), `embedded_${ref.embed!}`) }));
  return {
    /** The references a list statement has already read. */
    refs: new Set<Reference>(joins.map(({ ref }) => ref)),
    /** The selection: the row's own columns under LISTED, each joined record's under its embed name. */
    selection: (own: PgTable | Record<string, AnyPgColumn>) =>
      ({ [LISTED]: own, ...Object.fromEntries(joins.map(({ ref, table }) => [ref.embed!, readOf(ref.entity, table)])) }) as Record<string, PgTable>,
    /** `query` with each joined record's table joined on the row's reference (`column` of the row's source). */
    join(query: PgSelect, column: (name: string) => AnyPgColumn): PgSelect {
      for (const { ref, table } of joins) query = query.leftJoin(table, eq(columnOf(table)('id'), column(ref.field)));
      return query;
    },
    /** The rows read, each with its joined records (null where the reference names none). */
    rows: (found: Record<string, Row | null>[]): Row[] =>
      found.map((one) => {
        const row = one[LISTED]!;
        for (const { ref } of joins) row[ref.embed!] = one[ref.embed!] ?? null;
        return row;
      }),
  };
}
