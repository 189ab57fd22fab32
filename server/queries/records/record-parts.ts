// What the lists, reads and writes of one entity's table share, made once per repository: the table
// and its columns, its totals, the conditions and order of its queries, and its statements.
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { EntityDescription } from '../../../shared/entity-types.ts';
import type { Db } from '../../db/connect.ts';
import { tables } from '../../generated/tables.ts';
import { recordQuery } from './record-query.ts';
import { recordStatements } from './record-statements.ts';
import { recordTotals } from './record-totals.ts';
import type { Row } from './record-values.ts';

/** Attaches to rows read with their joined embeds the embeds that were not joined (records.ts). */
export type EmbedRest = (rows: Row[]) => Promise<Row[]>;

export function recordParts(db: Db, entity: EntityDescription) {
  const table = (tables as Record<string, PgTable>)[entity.id]!;
  const column = (name: string) => (table as unknown as Record<string, AnyPgColumn>)[name]!;
  const idColumn = column('id');
  const totals = recordTotals(db, table);
  const query = recordQuery(entity, column, totals.tableRows);
  return { db, entity, table, column, idColumn, ...totals, ...query, ...recordStatements(db, entity, table, query.ordering) };
}

export type RecordParts = ReturnType<typeof recordParts>;
