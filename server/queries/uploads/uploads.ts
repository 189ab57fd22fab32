// Queries of the CSV uploads: the upload record (who, when, which file, how it went), the records
// a file's linked values name, and the merge of a file's staged rows into their tables (merge-staged.ts).
import { type SQL, sql } from 'drizzle-orm';
import { entities, enums, type EntityId } from '../../../shared/generated/entities.ts';
import type { UploadResult } from '../../../shared/upload-layout.ts';
import type { Db } from '../../db/connect.ts';
import type { LinkTarget } from './mapped-row.ts';
import { rawRows } from '../records/raw-rows.ts';
import { type AuditOf, mergeStaged, PARTLY_WRITTEN, type StepPacing, WRITING } from './merge-staged.ts';
import { list, name } from './merge-sql.ts';
import type { Merge } from './merge-writes.ts';
import type { Staging } from './staging.ts';

export interface NewUpload {
  kind: string;
  file_name: string;
  user_id: number;
  dry_run: boolean;
}

/** What an upload's record says when its file stopped coming: its server stopped or its connection was lost. */
export const INTERRUPTED = 'The upload stopped before the end of the file (the server stopped or the connection was lost); nothing of it was loaded.';

/** `pacing`: how a merge on PGlite goes in steps (`PACING` for what is not given). */
export function uploadRepository(db: Db, pacing: Partial<StepPacing> = {}) {
  const markInterrupted = async (which: SQL): Promise<number> => {
    const rows = await rawRows<{ id: number }>(
      db,
      sql`
      UPDATE uploads SET status = 'interrupted', message = CASE WHEN message = ${WRITING} THEN ${PARTLY_WRITTEN} ELSE ${INTERRUPTED} END, finished_at = now()
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

    /** Runs `write` on the staged rows of an upload and answers its result (merge-staged.ts). */
    merge<T>(staging: Staging, dryRun: boolean, write: (merge: Merge) => Promise<T>, audit: AuditOf<T>): Promise<T> {
      return mergeStaged(staging, pacing, dryRun, write, audit);
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
