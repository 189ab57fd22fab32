// What the merge of an upload's staged rows (staging.ts) writes: the last row of each key, the
// records already there matched by key, those that differ updated and the new ones created, so
// loading a file twice changes nothing; a check (dry run) counts the same by reading and writes
// nothing. How its statements are grouped into transactions is merge-staged.ts's (`Steps`).
import { type SQL, sql } from 'drizzle-orm';
import { entities, enums, type EntityId } from '../../../shared/generated/entities.ts';
import type { RecordCounts } from '../../../shared/upload-layout.ts';
import type { Db } from '../../db/connect.ts';
import { rawRows } from '../records/raw-rows.ts';
import type { Staging } from './staging.ts';

/** Names below come from the schemas, never from a request. */
export const name = (identifier: string) => sql.raw(`"${identifier}"`);
export const list = (items: SQL[]) => sql.join(items, sql`, `);

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

export interface Merge {
  upsert(spec: UpsertSpec): Promise<RecordCounts>;
  /** Gives each staged postcode to the staged dealer, in the slot of the dealer's brand, on every locality of the postcode in the dealer's country. */
  allocatePostcodes(): Promise<RecordCounts>;
  /** The staged VINs (`entity.vin`) of no vehicle the product knows, each counted once. */
  unknownVins(entity: EntityId): Promise<number>;
}

const keyOf = (spec: UpsertSpec, alias: string) => sql.raw(typeof spec.key === 'string' ? `${alias}."${spec.key}"` : spec.key(alias));

export type Executor = Pick<Db, 'execute'>;

/**
 * How a merge's statements are grouped into transactions. On PostgreSQL the whole merge is one
 * transaction, so a load is all or nothing: one part, one chunk. PGlite runs one statement at a
 * time for every request of the server, each on its main thread: a merge in one transaction held
 * every other request for the whole of it (minutes for 300,000 rows), and one statement over a
 * whole large file for a second. There each step is a short transaction of its own over part of
 * the file, and the requests that waited run between them.
 */
export interface Steps {
  /** Rows of a file's records written (or, by a check, compared) in one step. */
  chunkRows: number;
  /** How many parts (a power of two), by the hash of their key, a file of `rows` rows is deduplicated in, a step each at least. */
  parts(rows: number): number;
  /** The next step's span (of parts, or of chunks' rows) after one of `span`: `smallest` while others wait, more while none do. */
  grow(span: number, smallest: number): number;
  /** Statements over the file's rows, or a part of them: each table read once, by hashing (`wholeFilePlans`). */
  whole<T>(work: (tx: Executor) => Promise<T>): Promise<T>;
  /** Statements over one chunk's rows (index lookups by key and by id). */
  chunk<T>(work: (tx: Executor) => Promise<T>): Promise<T>;
}

/**
 * Planner settings for statements over a whole file (or a part of it). They join it to its tables
 * by hashing, each table read once: a nested loop is what the planner picks for a table it sees
 * empty (a first load), and then it rescans the table for every staged row (48,000 owners took 3
 * minutes instead of 2 seconds). Their sorts (the last row of each key) and hash tables stay in
 * memory rather than spilling to disk in batches, as the default 4 MB would have them.
 */
export async function wholeFilePlans(tx: Executor) {
  await tx.execute(sql`SET LOCAL enable_nestloop = off`);
  await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
}

export function mergeIn(steps: Steps, staging: Staging, dryRun: boolean): Merge {
  const count = async (tx: Executor, query: SQL) => (await rawRows<{ n: number }>(tx, query))[0]!.n;
  const rows = sql.raw(staging.table);
  /** A check counts the records `where` picks from `from`; a load sets `set` on them and counts those. Answers the distinct `counted`. */
  const rewrite = (tx: Executor, table: SQL, { set, from, where, counted }: Record<'set' | 'from' | 'where' | 'counted', SQL>) =>
    count(
      tx,
      dryRun
        ? sql`SELECT count(DISTINCT ${counted})::int AS n FROM ${table} t, ${from} WHERE ${where}`
        : sql`WITH changed AS (UPDATE ${table} t SET ${set} FROM ${from} WHERE ${where} RETURNING ${counted} AS k) SELECT count(DISTINCT k)::int AS n FROM changed`,
    );

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

  return {
    async upsert(spec) {
      const entity = entities[spec.entity];
      const table = name(entity.table);
      // The file's rows of this entity, the last row of each key (`_n` numbers them), and which of them a record already has (`_id`).
      const winners = sql.raw(staging.scratch(entity.table));
      const matched = sql.raw(staging.scratch(`${entity.table}_matched`));
      // A linked id names a record written just before. A check writes none: a record the file would
      // create (a vehicle's new owner) is not there, and -1, an id no record has, stands for it, so the row counts as changed as it would be.
      const linked = (column: string) => (dryRun ? `coalesce(${spec.linked![column]}, -1)` : spec.linked![column]!);
      const values = spec.columns.map((c) => sql`${sql.raw(spec.linked?.[c] ? linked(c) : `r."${spec.entity}.${c}"`)} AS ${name(c)}`);
      const fileRows = sql`SELECT r.line, ${list(values)} FROM ${rows} r ${sql.raw(spec.join ?? '')}`;
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
      if (spec.drawn && !dryRun) await steps.whole((tx) => drawAgain(tx, winners, table, spec.drawn!));

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
          updated += await rewrite(tx, table, {
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
      // The records created are counted for the planner before anything later in the merge is
      // planned against the table: the foreign-key checks of the next upsert (a vehicle's owner)
      // above all. Their statistics may say the table is empty: an autovacuum ANALYZE that ran
      // while the load filled it, counting none of its rows. On an "empty" table the planner took
      // any index holding the id, such as (last_name, id), and each check walked all of it: 300,000
      // owners took ten minutes instead of thirty seconds. On PostgreSQL the ANALYZE's lock lasts
      // to the commit, so no autovacuum one counts the table empty again meanwhile.
      if (created > 0 && !dryRun) await steps.whole((tx) => tx.execute(sql`ANALYZE ${table}`));
      return { created, updated, unchanged: total - created - updated };
    },

    allocatePostcodes() {
      // A file of postcodes is as small as the list of postcodes: one step.
      return steps.whole(async (tx) => {
        const allocations = sql.raw(staging.scratch('allocations'));
        await tx.execute(sql`
          CREATE TEMP TABLE ${allocations} AS
          SELECT DISTINCT ON (r."postcode.postcode", d.brand) r."postcode.postcode" AS postcode, d.id AS dealer_id, d.brand, d.country
          FROM ${rows} r JOIN dealers d ON d.id = r."postcode.dealer"
          ORDER BY r."postcode.postcode", d.brand, r.line DESC`);
        // Australia and New Zealand share four-digit postcodes: a dealer takes only its own country's.
        const matches = sql`t.postcode = s.postcode AND t.country = s.country`;
        const matchedCount = await count(tx, sql`SELECT count(*)::int AS n FROM postcodes t JOIN ${allocations} s ON ${matches}`);
        let updated = 0;
        for (const brand of enums.brand) {
          const slot = name(`${brand.toLowerCase()}_dealers_id`);
          updated += await rewrite(tx, sql`postcodes`, {
            set: sql`${slot} = s.dealer_id, updated_at = now()`,
            from: sql`${allocations} s`,
            where: sql`s.brand = ${brand} AND ${matches} AND t.${slot} IS DISTINCT FROM s.dealer_id`,
            counted: sql`t.id`,
          });
        }
        return { created: 0, updated, unchanged: matchedCount - updated };
      });
    },

    unknownVins(entity) {
      const vin = name(`${entity}.vin`);
      return steps.whole((tx) =>
        count(tx, sql`SELECT count(DISTINCT r.${vin})::int AS n FROM ${rows} r WHERE NOT EXISTS (SELECT 1 FROM vehicles v WHERE upper(v.vin) = r.${vin})`),
      );
    },
  };
}
