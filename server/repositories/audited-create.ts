// A staff create, its audit entry and its joined embeds in one statement (a data-modifying WITH):
// one round trip where the transaction took six (begin, insert, entry, commit, then the embeds).
// The database writes the entry's `after` as auditChange writes it from the returned row: the row
// as JSON, timestamps as JavaScript writes them (milliseconds, UTC, "Z"). Only tables whose every
// column the database writes to JSON as JavaScript does, and that hold no secret, take this way:
// auditChange masks secrets, in JSON columns too.
import { type SQL, getTableColumns, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isSecretField } from '../../shared/audit-diff.ts';
import type { EntityDescription } from '../../shared/entity-types.ts';
import type { Db } from '../db/connect.ts';
import { auditEntries } from '../generated/tables.ts';
import { type AuditActor, isAudited } from './audit-log.ts';
import type { joinedEmbeds } from './joined-embeds.ts';
import type { Row } from './record-values.ts';

/** Column types whose JSON from the database is the JSON of the value drizzle reads (timestamps are rewritten). */
const SAME_JSON = new Set(['PgSerial', 'PgInteger', 'PgText', 'PgBoolean', 'PgDoublePrecision', 'PgDateString', 'PgTimestamp']);

type Joined = ReturnType<typeof joinedEmbeds>;

/** The create of `table` in one statement, or undefined when its columns rule that out. */
export function auditedCreate(db: Db, entity: EntityDescription, table: PgTable, joined: Joined) {
  const columns = Object.entries(getTableColumns(table));
  // The row's JSON names each column as the database does: the same as the field, or this way is not taken.
  if (!columns.every(([name, column]) => SAME_JSON.has(column.columnType) && column.name === name && !isSecretField(name))) return undefined;

  /** The entry's `after`, from the created row `created`. */
  function after(created: string): SQL {
    const timestamps = columns
      .filter(([, column]) => column.columnType === 'PgTimestamp')
      .map(([name]) => sql`${name}::text, to_char(${sql.identifier(created)}.${sql.identifier(name)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
    const whole = sql`to_jsonb(${sql.identifier(created)})`;
    return timestamps.length ? sql`${whole} || jsonb_build_object(${sql.join(timestamps, sql`, `)})` : whole;
  }

  return async (values: Row, actor: AuditActor): Promise<Row> => {
    const created = db.$with('created').as(
      db
        .insert(table)
        .values(values as never)
        .returning(),
    );
    const own = created as unknown as Record<string, AnyPgColumn>;
    const entry = db.$with('entry', {}).as(
      sql`insert into ${auditEntries} (actor_id, actor_email, actor_role, action, entity, record_id, before, after)
        select ${actor.id}, ${actor.email}, ${actor.role.toUpperCase()}, 'create', ${entity.id}, ${own.id}::text, null, ${after('created')} from ${created}`,
    );
    const withs = isAudited(actor) ? [created, entry] : [created];
    const selection = joined.selection(Object.fromEntries(columns.map(([name]) => [name, own[name]!])));
    const query = joined.join(
      db
        .with(...withs)
        .select(selection)
        .from(created)
        .$dynamic(),
      (name) => own[name]!,
    );
    const [row] = joined.rows((await query) as Record<string, Row | null>[]);
    return row!;
  };
}
