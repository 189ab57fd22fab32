// Queries of the CSV uploads: the upload record (who, when, which file, how it went), the records
// a file's linked values name, and the merge of a file's staged rows (staging.ts) into
// their tables in one transaction. The merge writes only what differs: a record whose values are
// already those of the file is left alone and counted unchanged, so loading a file twice changes
// nothing. A check (dry run) does the same merge and rolls it back.
import { type AuditActor, type AuditedChange, auditChange } from '../audit-log.ts';
import { type SQL, sql, TransactionRollbackError } from 'drizzle-orm';
import { entities, enums, type EntityId } from '../../../shared/generated/entities.ts';
import type { RecordCounts, UploadResult } from '../../../shared/upload-layout.ts';
import type { Db } from '../../db/connect.ts';
import type { LinkTarget } from '../../uploads/map-row.ts';
import { rawRows } from '../records/raw-rows.ts';
import type { Staging } from './staging.ts';

/** Names below come from the schemas, never from a request. */
const name = (identifier: string) => sql.raw(`"${identifier}"`);
const list = (items: SQL[]) => sql.join(items, sql`, `);

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

/** Who loads a file, and the audit entry its result makes. */
export interface AuditOf<T> {
  actor: AuditActor;
  change: (result: T) => AuditedChange;
}

export interface NewUpload {
  kind: string;
  file_name: string;
  user_id: number;
  dry_run: boolean;
}

const keyOf = (spec: UpsertSpec, alias: string) => sql.raw(typeof spec.key === 'string' ? `${alias}."${spec.key}"` : spec.key(alias));

function mergeIn(tx: Pick<Db, 'execute'>, staging: Staging): Merge {
  const count = async (query: SQL) => (await rawRows<{ n: number }>(tx, query))[0]!.n;
  const rows = sql.raw(staging.table);

  /** Draws `drawn.column` again for each staged row whose value the table or another staged row has, until none has. */
  async function drawAgain(staged: SQL, table: SQL, drawn: NonNullable<UpsertSpec['drawn']>) {
    const column = name(drawn.column);
    for (;;) {
      const clashes = await rawRows<{ key: string }>(
        tx,
        sql`SELECT s._key::text AS key FROM ${staged} s
            WHERE EXISTS (SELECT 1 FROM ${table} t WHERE t.${column} = s.${column})
               OR s.${column} IN (SELECT ${column} FROM ${staged} GROUP BY ${column} HAVING count(*) > 1)`,
      );
      if (!clashes.length) return;
      const keys = clashes.map((clash) => clash.key);
      await tx.execute(sql`
        UPDATE ${staged} s SET ${column} = v.drawn
        FROM unnest(${sql.param(keys)}::text[], ${sql.param(keys.map(() => drawn.draw()))}::text[]) AS v(key, drawn)
        WHERE s._key::text = v.key`);
    }
  }

  return {
    async upsert(spec) {
      const entity = entities[spec.entity];
      const table = name(entity.table);
      const staged = name(`staged_${entity.table}`);
      // The entity's values under its own column names: the file's, or linked; the last row of each key wins.
      const values = spec.columns.map((c) => sql`${sql.raw(spec.linked?.[c] ?? `r."${spec.entity}.${c}"`)} AS ${name(c)}`);
      await tx.execute(sql`
        CREATE TEMP TABLE ${staged} ON COMMIT DROP AS
        SELECT DISTINCT ON (${keyOf(spec, 'x')}) x.*, ${keyOf(spec, 'x')} AS _key
        FROM (SELECT r.line, ${list(values)} FROM ${rows} r ${sql.raw(spec.join ?? '')}) x
        ORDER BY ${keyOf(spec, 'x')}, x.line DESC`);

      if (spec.drawn) await drawAgain(staged, table, spec.drawn);

      const value = (column: string) => sql.raw(spec.updates?.[column] ?? `s."${column}"`);
      const current = list(spec.columns.map((c) => sql`t.${name(c)}`));
      const wanted = list(spec.columns.map(value));
      const updated = await count(sql`
        WITH changed AS (
          UPDATE ${table} t SET ${list(spec.columns.map((c) => sql`${name(c)} = ${value(c)}`))}, updated_at = now()
          FROM ${staged} s
          WHERE ${keyOf(spec, 't')} = s._key ${spec.updatable ? sql`AND ${sql.raw(spec.updatable)}` : sql``}
            AND (${current}) IS DISTINCT FROM (${wanted})
          RETURNING ${keyOf(spec, 't')} AS k)
        SELECT count(DISTINCT k)::int AS n FROM changed`);
      const total = await count(sql`SELECT count(*)::int AS n FROM ${staged}`);
      // The records already there leave the staging first, so the insert never looks in the table
      // it is filling: on a table the planner takes for empty, that look was a scan per row of
      // every row inserted so far (minutes for 300,000 rows).
      await tx.execute(sql`DELETE FROM ${staged} s USING ${table} t WHERE ${keyOf(spec, 't')} = s._key`);
      const created = await count(sql`
        WITH added AS (
          INSERT INTO ${table} (${list(spec.columns.map(name))})
          SELECT ${list(spec.columns.map((c) => sql`s.${name(c)}`))} FROM ${staged} s
          RETURNING 1)
        SELECT count(*)::int AS n FROM added`);
      // The records created are counted for the planner before anything later in the merge is
      // planned against the table: the foreign-key checks of the next upsert (a vehicle's owner)
      // above all. Their statistics may say the table is empty: an autovacuum ANALYZE that ran
      // while this transaction filled it, counting none of its rows. On an "empty" table the
      // planner took any index holding the id, such as (last_name, id), and each check walked
      // all of it: 300,000 owners took ten minutes instead of thirty seconds. The ANALYZE's lock
      // lasts to the commit, so no autovacuum one counts the table empty again meanwhile. The
      // count stays if a check (dry run) rolls back, until the table is analyzed again.
      if (created > 0) await tx.execute(sql`ANALYZE ${table}`);
      return { created, updated, unchanged: total - created - updated };
    },

    async allocatePostcodes() {
      await tx.execute(sql`
        CREATE TEMP TABLE staged_allocations ON COMMIT DROP AS
        SELECT DISTINCT ON (r."postcode.postcode", d.brand) r."postcode.postcode" AS postcode, d.id AS dealer_id, d.brand, d.country
        FROM ${rows} r JOIN dealers d ON d.id = r."postcode.dealer"
        ORDER BY r."postcode.postcode", d.brand, r.line DESC`);
      // Australia and New Zealand share four-digit postcodes: a dealer takes only its own country's.
      const matched = await count(
        sql`SELECT count(*)::int AS n FROM postcodes t JOIN staged_allocations s ON t.postcode = s.postcode AND t.country = s.country`,
      );
      let updated = 0;
      for (const brand of enums.brand) {
        const slot = name(`${brand.toLowerCase()}_dealers_id`);
        updated += await count(sql`
          WITH changed AS (
            UPDATE postcodes t SET ${slot} = s.dealer_id, updated_at = now()
            FROM staged_allocations s
            WHERE s.brand = ${brand} AND t.postcode = s.postcode AND t.country = s.country AND t.${slot} IS DISTINCT FROM s.dealer_id
            RETURNING 1)
          SELECT count(*)::int AS n FROM changed`);
      }
      return { created: 0, updated, unchanged: matched - updated };
    },

    async unknownVins(entity) {
      const vin = name(`${entity}.vin`);
      return count(sql`SELECT count(DISTINCT r.${vin})::int AS n FROM ${rows} r WHERE NOT EXISTS (SELECT 1 FROM vehicles v WHERE upper(v.vin) = r.${vin})`);
    },
  };
}

/** What an upload's record says when its file stopped coming: its server stopped or its connection was lost. */
export const INTERRUPTED = 'The upload stopped before the end of the file (the server stopped or the connection was lost); nothing of it was loaded.';

/** Thrown inside a check's transaction to roll it back once its counts are known. */
class CheckOnly extends Error {}

export function uploadRepository(db: Db) {
  const markInterrupted = async (which: SQL): Promise<number> => {
    const rows = await rawRows<{ id: number }>(
      db,
      sql`
      UPDATE uploads SET status = 'interrupted', message = ${INTERRUPTED}, finished_at = now()
      WHERE status = 'running' AND ${which} RETURNING id`,
    );
    return rows.length;
  };

  return {
    async start(upload: NewUpload): Promise<number> {
      const [row] = await rawRows<{ id: number }>(
        db,
        sql`
        INSERT INTO uploads (kind, file_name, user_id, dry_run, status) VALUES (${upload.kind}, ${upload.file_name}, ${upload.user_id}, ${upload.dry_run}, 'running')
        RETURNING id`,
      );
      return row!.id;
    },

    /** Rows read so far (batches end in any order: never less than before); also tells other servers the upload is alive (see `interrupted`). */
    async progress(id: number, rows: number, bytes: number) {
      await db.execute(sql`UPDATE uploads SET rows = greatest(rows, ${rows}), bytes = greatest(bytes, ${bytes}), updated_at = now() WHERE id = ${id}`);
    },

    /** Ends the record: its status and whatever is known (counts, exceptions, the reason it failed). */
    async finish(id: number, outcome: Partial<Omit<UploadResult, 'upload_id' | 'kind' | 'file_name' | 'status'>> & { status: string; bytes?: number }) {
      const columns = Object.entries(outcome).map(
        ([column, value]) => sql`${name(column)} = ${['records', 'exceptions', 'apart'].includes(column) ? sql`${JSON.stringify(value)}::jsonb` : value}`,
      );
      await db.execute(sql`UPDATE uploads SET ${list(columns)}, finished_at = now(), updated_at = now() WHERE id = ${id}`);
    },

    /** Every record of `entity` by the upper-cased value of `field`, as a file's linked values name them. */
    async linkTargets(entity: EntityId, field: string): Promise<Map<string, LinkTarget[]>> {
      const rows = await rawRows<LinkTarget>(db, sql`SELECT * FROM ${name(entities[entity].table)} WHERE ${name(field)} IS NOT NULL ORDER BY id`);
      const out = new Map<string, LinkTarget[]>();
      for (const row of rows) {
        const key = String(row[field]).toUpperCase();
        out.set(key, [...(out.get(key) ?? []), row]);
      }
      return out;
    },

    /** The accounts that are not owners (staff and API accounts, a few), by upper-cased email. */
    async accountsNotOwners(): Promise<Map<string, LinkTarget[]>> {
      const roles = enums.role.filter((role) => role !== 'USER');
      const rows = await rawRows<LinkTarget>(db, sql`SELECT id, email, role FROM users WHERE role IN (${list(roles.map((role) => sql`${role}`))})`);
      return new Map(rows.map((row) => [String(row.email).toUpperCase(), [row]]));
    },

    /**
     * Runs `write` on the staged rows of an upload in one transaction on the staging's session,
     * one upload at a time (an advisory lock, so concurrent files on several servers queue rather
     * than clash), and answers its result; `dryRun` rolls everything back once it is known. A
     * load is audited in its own transaction; a check, which changes nothing, is not.
     */
    async merge<T>(staging: Staging, dryRun: boolean, write: (merge: Merge) => Promise<T>, audit: AuditOf<T>): Promise<T> {
      let result: T | undefined;
      try {
        await staging.db.transaction(async (tx) => {
          await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('csv uploads'))`);
          // A merge joins a whole file to its tables: hash joins, each table read once. A nested
          // loop is what the planner picks for a table it sees empty (a first load), and then it
          // rescans, for every staged row, the very table its INSERT is filling: quadratic
          // (48,000 owners took 3 minutes instead of 2 seconds).
          await tx.execute(sql`SET LOCAL enable_nestloop = off`);
          // Its sorts (the last row of each key) and hash tables hold a whole file: in memory
          // rather than spilled to disk in batches, as the default 4 MB would have them.
          await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
          result = await write(mergeIn(tx, staging));
          if (dryRun) throw new CheckOnly();
          await auditChange(tx, audit.actor, audit.change(result));
        });
      } catch (error) {
        if (!(error instanceof CheckOnly || error instanceof TransactionRollbackError)) throw error;
      }
      return result as T;
    },

    /**
     * Uploads still running with no sign of life since `before` were cut off (a server stopped
     * mid-file): they are marked interrupted. Their staged rows went with the session that held
     * them and their merge never ran, so no table holds a row of theirs.
     */
    async interrupted(before: Date): Promise<number> {
      return markInterrupted(sql`updated_at < ${before.toISOString()}::timestamptz`);
    },

    /** The uploads `ids` that are still running are marked interrupted now: this server is cutting them off as it stops. */
    async interruptedNow(ids: number[]): Promise<number> {
      return markInterrupted(sql`id IN (${list(ids.map((id) => sql`${id}`))})`);
    },
  };
}

export type UploadRepository = ReturnType<typeof uploadRepository>;
