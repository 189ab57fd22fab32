// The reads of one entity's records by id: rows whole or by a few fields (what embedding and the
// export read), one row to change, one row as an answer shows it; and the conditions of access.
import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { EmbedRest, RecordParts } from './record-parts.ts';
import { preparedOnce } from './prepared-once.ts';
import type { Row } from './record-values.ts';

export function readsOf({ db, entity, table, column, idColumn, joined, withJoined }: RecordParts, embedRest: EmbedRest) {
  return {
    /** Rows by id, whole or only `fields`, through one prepared statement per table and shape (embedding runs it on every list). */
    async rowsById(ids: number[], fields?: string[]): Promise<Row[]> {
      const statement = preparedOnce(db, `${entity.table} ${fields ? 'embedded' : 'rows'} by ids`, (name) => {
        const query = fields ? db.select(Object.fromEntries(fields.map((field) => [field, column(field)]))) : db.select();
        return query
          .from(table)
          .where(sql`${idColumn} = any(${sql.placeholder('ids')})`)
          .prepare(name);
      });
      return (await statement.execute({ ids })) as Row[];
    },

    /** The condition of an owner's own records (the entity's x-owner field is theirs). */
    ownedBy(userId: number): SQL {
      return eq(column(entity.owner!), userId);
    },

    /** The condition of a dealer's own records (the entity's x-dealer field names it); a staff member of no dealer has none. */
    ofDealer(dealerId: number | null): SQL {
      return dealerId === null ? sql`false` : eq(column(entity.dealer!), dealerId);
    },

    /** One row; `lock` holds it until the transaction ends, so a change records what it really replaced. */
    async find(id: number, where: (SQL | undefined)[] = [], lock = false): Promise<Row | undefined> {
      const query = db
        .select()
        .from(table)
        .where(and(eq(idColumn, id), ...where))
        .limit(1);
      const [row] = (await (lock ? query.for('update') : query)) as Row[];
      return row;
    },

    /** One row as an answer shows it, if `where` lets it through: its joined embeds read with it, the others after. */
    async read(id: number, where: (SQL | undefined)[] = []): Promise<Row | undefined> {
      const limited = where.some((part) => part !== undefined);
      // Staff read any record: one shape, built once and prepared.
      const found = limited
        ? await withJoined()
            .where(and(eq(idColumn, id), ...where))
            .limit(1)
        : await preparedOnce(db, `${entity.table} read`, (name) =>
            withJoined()
              .where(eq(idColumn, sql.placeholder('id')))
              .limit(1)
              .prepare(name),
          ).execute({ id });
      const [row] = joined.rows(found as Record<string, Row | null>[]);
      return row && (await embedRest([row]))[0];
    },
  };
}
