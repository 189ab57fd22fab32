// What the audit log's tests share: the entries as the back office reads them, the one entry a write
// records, and a dealer to change.
import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditEntries } from '../../server/generated/tables.ts';
import { dealerPayload } from './fixtures.ts';
import type { TestApi } from './harness.ts';

export type Entry = typeof auditEntries.$inferSelect & { before: Record<string, unknown> | null; after: Record<string, unknown> | null };

let serial = 0;
export const tag = () => `AU${++serial}${Date.now().toString(36).slice(-3)}`.toUpperCase();

export function auditTools(api: () => TestApi) {
  const rowCount = async () => (await api().app.database.db.select({ n: count() }).from(auditEntries))[0]!.n;

  /** The entries of one record, newest first, as the back office reads them. */
  async function entriesOf(entity: string, recordId: number | string): Promise<Entry[]> {
    const reply = await api().get('admin', `/api/auditlog?entity=${entity}&record_id=${encodeURIComponent(String(recordId))}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  }

  /** Runs a write and answers the one entry it recorded (failing when it recorded none or several). */
  async function onlyEntryOf(write: () => Promise<unknown>): Promise<Entry> {
    const before = await rowCount();
    await write();
    expect(await rowCount()).toBe(before + 1);
    const reply = await api().get('admin', '/api/auditlog?per_page=1');
    return reply.body.data[0];
  }

  const byAdmin = () => ({ actor_id: api().ids.admin, actor_email: 'admin@test.example', actor_role: 'ADMIN' });

  async function createDealer() {
    const reply = await api().post('admin', '/api/dealers', dealerPayload(tag()));
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return reply.body as Record<string, unknown> & { id: number; name: string };
  }

  return { rowCount, entriesOf, onlyEntryOf, byAdmin, createDealer };
}
