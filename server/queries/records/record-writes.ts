// The writes of one entity's records: create (a staff create with its audit entry in one statement,
// audited-create.ts), update and delete, and the transaction that holds several together.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import type { AuditActor } from '../audit-log.ts';
import { filesDeletedWith } from '../stored-files.ts';
import { auditedCreate } from './audited-create.ts';
import type { EmbedRest, RecordParts } from './record-parts.ts';
import type { Row } from './record-values.ts';

export function writesOf({ db, entity, table, idColumn, joined }: RecordParts, embedRest: EmbedRest) {
  const createInOne = auditedCreate(db, entity, table, joined);

  return {
    /** Runs `work` in one transaction: a failure anywhere undoes every write it made. */
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },

    /**
     * Creates the record with its audit entry (none for an owner's own) in one statement, and
     * answers it as a read does; undefined where the table's columns rule that out (audited-create.ts).
     */
    createAudited: createInOne && (async (values: Row, actor: AuditActor): Promise<Row> => (await embedRest([await createInOne(values, actor)]))[0]!),

    async create(values: Row): Promise<Row> {
      const [row] = (await db
        .insert(table)
        .values(values as never)
        .returning()) as Row[];
      return row!;
    },

    async update(id: number, values: Row): Promise<Row | undefined> {
      const [row] = (await db
        .update(table)
        .set({ ...values, updated_at: new Date() } as never)
        .where(eq(idColumn, id))
        .returning()) as Row[];
      return row;
    },

    /**
     * Deletes the record; answers the keys of the stored files it and the records deleted with it
     * named (to remove once the delete commits), or undefined when there was no such record.
     */
    async remove(id: number): Promise<string[] | undefined> {
      const files = await filesDeletedWith(db, entity, id);
      const deleted = await db.delete(table).where(eq(idColumn, id)).returning({ id: idColumn });
      return deleted.length > 0 ? files : undefined;
    },
  };
}
