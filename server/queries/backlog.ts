// The work waiting in the database, for GET /metrics: the outbox by state and the uploads running.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { rawRows } from './records/raw-rows.ts';

export interface Backlog {
  outbox: { queued: number; sending: number; failed: number };
  uploadsRunning: number;
}

/** One statement; the outbox's states come from its index on state, sent messages are not counted. */
export async function backlog(db: Db): Promise<Backlog> {
  const [row] = await rawRows<{ queued: number; sending: number; failed: number; uploads: number }>(
    db,
    sql`
    SELECT count(*) FILTER (WHERE state = 'queued')::int AS queued,
           count(*) FILTER (WHERE state = 'sending')::int AS sending,
           count(*) FILTER (WHERE state = 'failed')::int AS failed,
           (SELECT count(*)::int FROM uploads WHERE status = 'running') AS uploads
    FROM outbox_messages WHERE state IN ('queued', 'sending', 'failed')`,
  );
  return { outbox: { queued: row!.queued, sending: row!.sending, failed: row!.failed }, uploadsRunning: row!.uploads };
}
