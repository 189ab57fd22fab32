// How the merge of an upload writes one entity's staged records (`Merge.upsert`): the last row of
// each key kept, part by part of the file; then, chunk by chunk, those rows matched by key to the
// records already there, the records that differ updated and the new ones created.
import { type SQL, sql } from 'drizzle-orm';
import { entities, type EntityId } from '../../../shared/generated/entities.ts';
import type { RecordCounts } from '../../../shared/upload-layout.ts';
import { rawRows } from '../records/raw-rows.ts';
import { count, type Executor, list, type MergeRun, name, rewrite } from './merge-sql.ts';

/** How one entity's staged records are written: matched by a key, created when new, updated when different. */
export interface UpsertSpec {
  entity: EntityId;
  /** The natural key: a column, or an expression of the alias `x` (`lower(x.email)`) that a unique index serves. */
  key: string | ((alias: string) => string);
  /** Columns written: staged ones (`entity.column` in the staging table) and `linked` ones. */
  columns: string[];
  /** Update expressions other than the file's value, of aliases `t` (the table) and `s` (the staged row). */
  updates?: Record<string, string>;
  /** Columns not from the file, each an expression of the upload's staging table (alias `r`, columns named `entity.field`) and `join`. */
  linked?: Record<string, string>;
  /** Joined to the staging table for `linked`: the records written just before (a vehicle's owner). */
  join?: string;
  /** Records that may be updated (alias `t`); the others are counted unchanged. */
  updatable?: string;
  /**
   * A column whose staged values are drawn at random (an invitation code) and unique in the table:
   * a value that another record or staged row already has is drawn again, rather than failing the file.
   */
  drawn?: { column: string; draw: () => string };
}

/** The entity's table, the file's rows of it, the last row of each key (`_n` numbers them), and which of them a record already has (`_id`). */
interface Tables {
  table: SQL;
  winners: SQL;
  matched: SQL;
}

const keyOf = (spec: UpsertSpec, alias: string) => sql.raw(typeof spec.key === 'string' ? `${alias}."${spec.key}"` : spec.key(alias));

export async function upsertStaged(run: MergeRun, spec: UpsertSpec): Promise<RecordCounts> {
  const { steps, staging, dryRun } = run;
  const entity = entities[spec.entity];
  const tables: Tables = {
    table: name(entity.table),
    winners: sql.raw(staging.scratch(entity.table)),
    matched: sql.raw(staging.scratch(`${entity.table}_matched`)),
  };
  const total = await keepLastOfEachKey(run, spec, tables);
  if (spec.drawn && !dryRun) await steps.whole((tx) => drawAgain(tx, tables.winners, tables.table, spec.drawn!));
  const { created, updated } = await writeChunks(run, spec, tables, total);
  // The records created are counted for the planner before anything later in the merge is
  // planned against the table: the foreign-key checks of the next upsert (a vehicle's owner)
  // above all. Their statistics may say the table is empty: an autovacuum ANALYZE that ran
  // while the load filled it, counting none of its rows. On an "empty" table the planner took
  // any index holding the id, such as (last_name, id), and each check walked all of it: 300,000
  // owners took ten minutes instead of thirty seconds. On PostgreSQL the ANALYZE's lock lasts
  // to the commit, so no autovacuum one counts the table empty again meanwhile.
  if (created > 0 && !dryRun) await steps.whole((tx) => tx.execute(sql`ANALYZE ${tables.table}`));
  return { created, updated, unchanged: total - created - updated };
}

/** Fills `winners` with the last of the file's rows of each key, part by part of the file; answers how many it kept. */
async function keepLastOfEachKey({ steps, staging, dryRun }: MergeRun, spec: UpsertSpec, { winners, matched }: Tables): Promise<number> {
  // A linked id names a record written just before. A check writes none: a record the file would
  // create (a vehicle's new owner) is not there, and -1, an id no record has, stands for it, so the row counts as changed as it would be.
  const linked = (column: string) => (dryRun ? `coalesce(${spec.linked![column]}, -1)` : spec.linked![column]!);
  const values = spec.columns.map((c) => sql`${sql.raw(spec.linked?.[c] ? linked(c) : `r."${spec.entity}.${c}"`)} AS ${name(c)}`);
  const fileRows = sql`SELECT r.line, ${list(values)} FROM ${sql.raw(staging.table)} r ${sql.raw(spec.join ?? '')}`;
  const key = keyOf(spec, 'x');
  await steps.whole(async (tx) => {
    await tx.execute(sql`CREATE TEMP TABLE ${winners} AS SELECT x.*, ${key} AS _key FROM (${fileRows}) x WITH NO DATA`);
    await tx.execute(sql`ALTER TABLE ${winners} ADD COLUMN _n integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY`);
    await tx.execute(sql`CREATE TEMP TABLE ${matched} (_n integer PRIMARY KEY, _id integer NOT NULL)`);
  });
  // A key's rows are all in the same part, so the last of each is found part by part.
  const parts = steps.parts(staging.rows);
  const kept = list([sql`line`, ...spec.columns.map(name), sql`_key`]);
  let total = 0;
  for (let part = 0, span = 1; part < parts; part += span, span = steps.grow(span, 1)) {
    const hash = sql`(hashtext((${key})::text) & ${sql.raw(String(parts - 1))})`;
    const inPart = parts > 1 ? sql`WHERE ${hash} BETWEEN ${sql.raw(String(part))} AND ${sql.raw(String(part + span - 1))}` : sql``;
    total += await steps.whole((tx) =>
      count(
        tx,
        sql`WITH kept AS (
                  INSERT INTO ${winners} (${kept})
                  SELECT DISTINCT ON (${key}) x.*, ${key} FROM (${fileRows}) x ${inPart} ORDER BY ${key}, x.line DESC
                  RETURNING 1)
                SELECT count(*)::int AS n FROM kept`,
      ),
    );
  }
  return total;
}

/** Matches the `total` kept rows to the records by key, a chunk a step: updates the records that differ and creates the new ones. */
async function writeChunks({ steps, dryRun }: MergeRun, spec: UpsertSpec, { table, winners, matched }: Tables, total: number) {
  const value = (column: string) => sql.raw(spec.updates?.[column] ?? `s."${column}"`);
  const current = list(spec.columns.map((c) => sql`t.${name(c)}`));
  const wanted = list(spec.columns.map(value));
  let created = 0;
  let updated = 0;
  for (let from = 0, span = steps.chunkRows; from < total; from += span, span = steps.grow(span, steps.chunkRows)) {
    const chunk = sql`s._n > ${from} AND s._n <= ${Math.min(from + span, total)}`;
    const news = sql`${winners} s WHERE ${chunk} AND NOT EXISTS (SELECT 1 FROM ${matched} m WHERE m._n = s._n)`;
    await steps.chunk(async (tx) => {
      // Matched chunk by chunk, before the chunk's new records are written: a key is in one row of the file.
      await tx.execute(sql`INSERT INTO ${matched} SELECT s._n, t.id FROM ${winners} s JOIN ${table} t ON ${keyOf(spec, 't')} = s._key WHERE ${chunk}`);
      updated += await rewrite(dryRun, tx, table, {
        set: sql`${list(spec.columns.map((c) => sql`${name(c)} = ${value(c)}`))}, updated_at = now()`,
        from: sql`${winners} s JOIN ${matched} m ON m._n = s._n`,
        where: sql`t.id = m._id AND ${chunk} ${spec.updatable ? sql`AND ${sql.raw(spec.updatable)}` : sql``} AND (${current}) IS DISTINCT FROM (${wanted})`,
        counted: sql`m._n`,
      });
      created += await count(
        tx,
        dryRun
          ? sql`SELECT count(*)::int AS n FROM ${news}`
          : sql`WITH added AS (INSERT INTO ${table} (${list(spec.columns.map(name))}) SELECT ${list(spec.columns.map((c) => sql`s.${name(c)}`))} FROM ${news} RETURNING 1)
                    SELECT count(*)::int AS n FROM added`,
      );
    });
  }
  return { created, updated };
}

/** Draws `drawn.column` again for each staged row whose value the table or another staged row has, until none has. */
async function drawAgain(tx: Executor, staged: SQL, table: SQL, drawn: NonNullable<UpsertSpec['drawn']>) {
  const column = name(drawn.column);
  for (;;) {
    const clashes = await rawRows<{ n: string }>(
      tx,
      sql`SELECT s._n::text AS n FROM ${staged} s
            WHERE EXISTS (SELECT 1 FROM ${table} t WHERE t.${column} = s.${column})
               OR s.${column} IN (SELECT ${column} FROM ${staged} GROUP BY ${column} HAVING count(*) > 1)`,
    );
    if (!clashes.length) return;
    const ns = clashes.map((clash) => clash.n);
    await tx.execute(sql`
        UPDATE ${staged} s SET ${column} = v.drawn
        FROM unnest(${sql.param(ns)}::bigint[], ${sql.param(ns.map(() => drawn.draw()))}::text[]) AS v(n, drawn)
        WHERE s._n = v.n`);
  }
}
