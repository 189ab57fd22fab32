// The owners a recall is to be emailed to, and the record of each email (schemas/entities/
// recall-notice.json), written in the transaction that queues it under the unique key of recall
// and owner: of two server processes trying the same notice at once, the second finds the key
// taken and queues nothing (docs/decisions.md, "Recalls").
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { recallNotices } from '../generated/tables.ts';
import type { MailMessage } from '../core/mail-message.ts';
import { queueMailOnce } from './outbox.ts';
import { rawRows } from './records/raw-rows.ts';
import { ownerCountry } from './recalls.ts';

/** A registered owner not yet emailed about an active recall that names one of their vehicles, not remedied. */
export interface NoticeCandidate {
  recalls_id: number;
  reference: string;
  title: string;
  risk: string;
  remedy: string;
  user_id: number;
  email: string;
  firstname: string;
  /** The first of the owner's vehicles on the recall: the booking link chooses it. */
  vehicle_id: number;
  /** Every one of the owner's vehicles on it, "GWM Cannon Ultra (ABC123)". */
  vehicles: string[];
}

export async function noticeCandidates(db: Db): Promise<NoticeCandidate[]> {
  return rawRows<NoticeCandidate>(
    db,
    sql`SELECT r.id AS recalls_id, r.reference, r.title, r.risk, r.remedy, u.id AS user_id, u.email, u.firstname,
        min(v.id)::int AS vehicle_id,
        array_agg(concat(concat_ws(' ', m.brand, m.model, m.variant), ' (', v.registration, ')') ORDER BY v.id) AS vehicles
      FROM recalls r
      JOIN recall_vehicles rv ON rv.recalls_id = r.id AND rv.remedied_date IS NULL
      JOIN vehicles v ON upper(v.vin) = rv.vin
      LEFT JOIN models m ON m.id = v.models_id
      JOIN users u ON u.id = v.user_id AND u.role = 'USER' AND u.registered AND u.email <> ''
      WHERE r.active AND r.country = ${ownerCountry(sql`u.state`)}
        AND NOT EXISTS (SELECT 1 FROM recall_notices n WHERE n.recalls_id = r.id AND n.user_id = u.id)
      GROUP BY r.id, u.id
      ORDER BY r.id, u.id`,
  );
}

/**
 * Records the notice and queues its email in one transaction; false, queueing nothing, when it
 * was already recorded (by an earlier run, or another server process at this very moment).
 */
export async function recordNotice(
  db: Db,
  notice: { recalls_id: number; user_id: number; vehicle_id: number },
  mail: MailMessage,
  now: Date,
): Promise<boolean> {
  const insert = (tx: Db) =>
    tx
      .insert(recallNotices)
      .values({ ...notice, created_at: now, updated_at: now })
      .onConflictDoNothing()
      .returning({ id: recallNotices.id });
  return queueMailOnce(db, insert, mail, now);
}
