// A staff create, its audit entry and its joined embeds in one statement (a data-modifying WITH):
// one round trip where the transaction took six (begin, insert, entry, commit, then the embeds).
// The database writes the entry's `after` as auditChange writes it from the returned row: the row
// as JSON, timestamps as JavaScript writes them (milliseconds, UTC, "Z"). Only tables whose every
// column the database writes to JSON as JavaScript does, and that hold no secret, take this way:
// auditChange masks secrets, in JSON columns too.
import { getTableColumns, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isSecretField } from '../../../shared/audit-diff.ts';
import type { EntityDescription } from '../../../shared/entity-types.ts';
import type { Db } from '../../db/connect.ts';
import { auditEntries } from '../../generated/tables.ts';
import { type AuditActor, isAudited } from '../audit-log.ts';
import type { joinedEmbeds } from './joined-embeds.ts';
import { preparedOnce } from './prepared-once.ts';
import type { Row } from './record-values.ts';

/** Column types whose JSON from the database is the JSON of the value drizzle reads (timestamps are rewritten). */
const SAME_JSON = new Set(['PgSerial', 'PgInteger', 'PgText', 'PgBoolean', 'PgDoublePrecision', 'PgDateString', 'PgTimestamp']);

type Joined = ReturnType<typeof joinedEmbeds>;

/** The statement's name for the created row. */
const CREATED = 'created';

/** Create statements kept built for each table, one per set of fields given. */
const CREATE_SHAPES_KEPT = 16;

type Columns = [string, AnyPgColumn][];

/** Each table's columns when it takes this way, null when not: worked out once, as repositories are made for every read that embeds. */
const eligible = new WeakMap<PgTable, Columns | null>();

function columnsOf(table: PgTable): Columns | null {
  let columns = eligible.get(table);
  if (columns === undefined) {
    columns = Object.entries(getTableColumns(table)) as Columns;
    // The row's JSON names each column as the database does: the same as the field, or this way is not taken.
    if (!columns.every(([name, column]) => SAME_JSON.has(column.columnType) && column.name === name && !isSecretField(name))) columns = null;
    eligible.set(table, columns);
  }
  return columns;
}

/** The create of `table` in one statement, or undefined when its columns rule that out. */
export function auditedCreate(db: Db, entity: EntityDescription, table: PgTable, joined: Joined) {
  const columns = columnsOf(table);
  if (!columns) return undefined;

  /** The entry's `after`, from the created row. */
  const timestamps = columns
    .filter(([, column]) => column.columnType === 'PgTimestamp')
    .map(([name]) => sql`${name}::text, to_char(${sql.identifier(CREATED)}.${sql.identifier(name)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
  const whole = sql`to_jsonb(${sql.identifier(CREATED)})`;
  const after = timestamps.length ? sql`${whole} || jsonb_build_object(${sql.join(timestamps, sql`, `)})` : whole;

  /** The statement for the fields given, with placeholders for their values and the actor's. */
  const statement = (fields: string[], audited: boolean) => {
    const created = db.$with(CREATED).as(
      db
        .insert(table)
        .values(Object.fromEntries(fields.map((field) => [field, sql.placeholder(`value_${field}`)])) as never)
        .returning(),
    );
    const own = created as unknown as Record<string, AnyPgColumn>;
    const actor = (part: string) => sql.placeholder(`actor_${part}`);
    const entry = db.$with('entry', {}).as(
      sql`insert into ${auditEntries} (actor_id, actor_email, actor_role, action, entity, record_id, before, after)
        select ${actor('id')}, ${actor('email')}, ${actor('role')}, 'create', ${entity.id}, ${own.id}::text, null, ${after} from ${created}`,
    );
    const selection = joined.selection(Object.fromEntries(columns.map(([name]) => [name, own[name]!])));
    return joined.join(
      db
        .with(...(audited ? [created, entry] : [created]))
        .select(selection)
        .from(created)
        .$dynamic(),
      (name) => own[name]!,
    );
  };

  // Built once per set of fields given (a form sends the same set each time), up to a bound.
  const shapes = new Set<string>();
  return async (values: Row, actor: AuditActor): Promise<Row> => {
    const fields = Object.keys(values).sort();
    const audited = isAudited(actor);
    const key = `${entity.table} create ${audited ? 'audited' : 'own'} ${fields.join(' ')}`;
    const params: Record<string, unknown> = { actor_id: actor.id, actor_email: actor.email, actor_role: actor.role.toUpperCase() };
    for (const field of fields) params[`value_${field}`] = values[field];
    let found: unknown;
    if (shapes.has(key) || shapes.size < CREATE_SHAPES_KEPT) {
      shapes.add(key);
      found = await preparedOnce(db, key, (name) => statement(fields, audited).prepare(name)).execute(params);
    } else found = await statement(fields, audited).prepare('').execute(params);
    const [row] = joined.rows(found as Record<string, Row | null>[]);
    return row!;
  };
}
