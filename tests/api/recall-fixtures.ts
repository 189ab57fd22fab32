// What the recall tests share: a campaign's body as the back office sends it, well-formed VINs
// (17 letters and digits, no I, O or Q), campaigns and their VINs inserted straight into the
// database, and the recall emails queued to an address.
import { and, eq, like } from 'drizzle-orm';
import { outboxMessages, recallVehicles, recalls } from '../../server/generated/tables.ts';
import type { TestApi } from './harness.ts';
import { unique } from './owner-fixtures.ts';

let serial = 0;
/** A well-formed VIN, a new one each call (each test file has a database of its own). */
export const recallVin = () => `LGWRECALL${String(++serial).padStart(8, '0')}`;

/** A campaign as the back office's dialog sends it (POST /api/recalls). */
export function recallBody(values: Record<string, unknown> = {}) {
  return {
    reference: unique('R-'),
    title: 'Front airbag inflator may rupture',
    description: 'The inflator of the front passenger airbag may rupture when it deploys.',
    risk: 'Metal fragments could strike the occupants and cause serious injury.',
    remedy: 'The dealer replaces the front passenger airbag inflator.',
    published_date: '2026-03-02',
    country: 'AU',
    active: true,
    ...values,
  };
}

export async function insertRecall(api: TestApi, values: Partial<typeof recalls.$inferInsert> = {}) {
  const [row] = await api.app.database.db
    .insert(recalls)
    .values({ ...recallBody(), ...values } as typeof recalls.$inferInsert)
    .returning();
  return row!;
}

/** Puts VINs on a campaign, as a file or staff would. */
export async function putOnRecall(api: TestApi, recallId: number, ...vins: string[]) {
  await api.app.database.db.insert(recallVehicles).values(vins.map((vin) => ({ recalls_id: recallId, vin })));
}

/** The remedied date of a VIN on a campaign (null while open). */
export async function remediedOn(api: TestApi, recallId: number, vin: string): Promise<string | null | undefined> {
  const [row] = await api.app.database.db
    .select({ remedied: recallVehicles.remedied_date })
    .from(recallVehicles)
    .where(and(eq(recallVehicles.recalls_id, recallId), eq(recallVehicles.vin, vin)));
  return row?.remedied;
}

/** The recall emails queued to `to` about the campaign `reference`. */
export async function recallMails(api: TestApi, reference: string, to?: string) {
  const rows = await api.app.database.db
    .select({ to: outboxMessages.to, subject: outboxMessages.subject, text: outboxMessages.text })
    .from(outboxMessages)
    .where(like(outboxMessages.subject, `Safety recall ${reference}:%`))
    .orderBy(outboxMessages.id);
  return to ? rows.filter((row) => row.to === to) : rows;
}
