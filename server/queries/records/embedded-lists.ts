// Embedded lists (`x-embed-many`): the rows of another entity that name each record of a page (a
// dealer's postcodes, an owner's vehicles), read for the whole page in one prepared statement
// (`field = any($1)`), each row with its own embedded records joined in, except the one naming
// the page's record back.
import { eq, or, sql } from 'drizzle-orm';
import { type PgTable, alias } from 'drizzle-orm/pg-core';
import type { EmbedMany, EntityDescription, Reference } from '../../../shared/entity-types.ts';
import type { Db } from '../../db/connect.ts';
import { LISTED, columnOf, describedAs, readOf, tableOf } from './joined-embeds.ts';
import { type PreparedStatement, preparedOnce } from './prepared-once.ts';
import { recordQuery } from './record-query.ts';
import { embeddedPart, present, type Row } from './record-values.ts';

type Found = Record<string, Row | null>;

/** The listed entity's embedded references that a list carries: the ones its fields ask for, never the way back. */
function joinsOf(child: EntityDescription, many: EmbedMany): Reference[] {
  const wanted = (embed: string) => !many.fields || many.fields.some((field) => field === embed || field.startsWith(`${embed}.`));
  return child.references.filter((ref) => ref.embed && !many.via.includes(ref.field) && wanted(ref.embed));
}

function statementFor(db: Db, parent: EntityDescription, many: EmbedMany, joins: Reference[]): PreparedStatement {
  return preparedOnce(db, `${parent.table} list ${many.name}`, (name) => {
    const child = describedAs(many.entity);
    const table = tableOf(child.id);
    const column = columnOf(table);
    const joined = joins.map((ref) => ({ ref, table: alias(tableOf(ref.entity), `embedded_${ref.embed!}`) }));
    // A list of declared fields reads only those of the row's own (and what places it under its parents).
    const own = many.fields && [
      ...new Set(['id', ...many.via, ...many.fields.filter((field) => !field.includes('.') && !joins.some((ref) => ref.embed === field))]),
    ];
    const listed = own ? Object.fromEntries(own.map((field) => [field, column(field)])) : table;
    let query = db
      .select({ [LISTED]: listed, ...Object.fromEntries(joined.map(({ ref, table }) => [ref.embed!, readOf(ref.entity, table)])) } as Record<string, PgTable>)
      .from(table)
      .$dynamic();
    for (const join of joined) query = query.leftJoin(join.table, eq(columnOf(join.table)('id'), column(join.ref.field)));
    const { ordering } = recordQuery(child, column, () => Promise.resolve(0));
    return query
      .where(or(...many.via.map((field) => sql`${column(field)} = any(${sql.placeholder('ids')})`)))
      .orderBy(...ordering({}))
      .prepare(name);
  });
}

type Shape = (found: Found) => Row;

/**
 * How a listed row is carried in the answer: the declared fields (`embed.field` by its own name),
 * or all of them with its embeds. Worked out once per list, as every row of it takes the same.
 */
function shapeOf(child: EntityDescription, many: EmbedMany, joins: Reference[]): Shape {
  if (!many.fields) {
    return (found) => {
      const own = present(child, found[LISTED]!);
      for (const ref of joins) {
        const embedded = found[ref.embed!];
        own[ref.embed!] = embedded ? embeddedPart(describedAs(ref.entity), embedded) : null;
      }
      return own;
    };
  }
  const parts = many.fields
    .filter((field) => !child.fields.writeOnly.includes(field))
    .map((field): [string, (found: Found) => unknown] => {
      const [first, second] = field.split('.') as [string, string | undefined];
      if (second !== undefined) return [second, (found) => found[first]?.[second] ?? null];
      const ref = joins.find((join) => join.embed === first);
      if (!ref) return [first, (found) => found[LISTED]![first]];
      const target = describedAs(ref.entity);
      return [first, (found) => (found[first] ? embeddedPart(target, found[first]) : null)];
    });
  return (found) => {
    const out: Row = {};
    for (const [name, value] of parts) out[name] = value(found);
    return out;
  };
}

const shapes = new WeakMap<EmbedMany, Shape>();

/** Puts each of the parent entity's embedded lists (and counts) on its rows, one statement per list for all the rows. */
export async function embedLists(db: Db, parent: EntityDescription, rows: Row[]): Promise<void> {
  if (!rows.length) return;
  const ids = rows.map((row) => row.id as number);
  for (const many of parent.embedsMany) {
    const child = describedAs(many.entity);
    const joins = joinsOf(child, many);
    const found = (await statementFor(db, parent, many, joins).execute({ ids })) as Found[];
    let shaped = shapes.get(many);
    if (!shaped) shapes.set(many, (shaped = shapeOf(child, many, joins)));
    const byParent = new Map<unknown, Row[]>(ids.map((id) => [id, []]));
    for (const item of found) {
      const listed = shaped(item);
      for (const parentId of new Set(many.via.map((field) => item[LISTED]![field]))) byParent.get(parentId)?.push(listed);
    }
    for (const row of rows) {
      const list = byParent.get(row.id) ?? [];
      row[many.name] = list;
      if (many.count) row[many.count] = list.length;
    }
  }
}
