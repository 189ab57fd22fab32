// The vehicles a service reminder may be due for, and the record of each reminder sent
// (schemas/entities/service-reminder.json), written in the transaction that queues its email, under
// the unique key of vehicle, due date and kind: of two server processes trying the same reminder at
// once, the second finds the key taken and queues nothing.
import { sql } from 'drizzle-orm';
import { addDays, addMonths } from '../../shared/calendar.ts';
import type { Db } from '../db/connect.ts';
import { serviceReminders } from '../generated/tables.ts';
import type { MailMessage } from '../core/mail-message.ts';
import { queueMailOnce } from './outbox.ts';
import { rawRows } from './records/raw-rows.ts';

/** A vehicle whose next service may call for a reminder: where its count starts, and its owner. */
export interface ReminderCandidate {
  vehicle_id: number;
  registration: string;
  nickname: string | null;
  registration_date: string | null;
  model_label: string;
  interval_months: number;
  interval_km: number | null;
  /** The newest completed service ("YYYY-MM-DD HH:mm") and its odometer; null when none is. */
  last_date: string | null;
  last_odometer: number | null;
  email: string;
  firstname: string;
  state: string | null;
}

/** Days either side of the dates a count may start from: adding months to a date near a month's end moves it by up to three. */
const MONTH_END_DAYS = 3;

/**
 * The vehicles of registered owners with an email whose reminders are on, of models with an
 * interval in months (a due date to count from), whose next service falls between `from` and
 * `to`, leaving out those whose reminder for it, on the side of `today` it falls, is already
 * recorded. The due date is worked out here only to pick the few vehicles among all: the job
 * works it out again by the one rule (shared/next-service.ts) before it sends anything.
 */
export async function reminderCandidates(db: Db, span: { from: string; to: string }, today: string): Promise<ReminderCandidate[]> {
  // Only vehicles whose count may start in reach of the span (registered, or last serviced, one
  // interval before it) are looked at, found through the indexes on those dates, as constants the
  // planner can weigh, rather than by reading every vehicle.
  const intervals = await rawRows<{ months: number }>(
    db,
    sql`SELECT DISTINCT service_interval_months AS months FROM models WHERE service_interval_months IS NOT NULL`,
  );
  if (!intervals.length) return [];
  const reach = intervals.map(({ months }) => ({
    first: addDays(addMonths(span.from, -months), -MONTH_END_DAYS),
    last: addDays(addMonths(span.to, -months), MONTH_END_DAYS),
  }));
  const registeredInReach = sql.join(
    reach.map((r) => sql`registration_date BETWEEN ${r.first}::date AND ${r.last}::date`),
    sql` OR `,
  );
  const servicedInReach = sql.join(
    reach.map((r) => sql`(date >= ${r.first} AND date < ${addDays(r.last, 1)})`),
    sql` OR `,
  );
  return rawRows<ReminderCandidate>(
    db,
    sql`SELECT * FROM (
      SELECT v.id AS vehicle_id, v.registration, v.nickname, v.registration_date::text AS registration_date,
        concat_ws(' ', m.brand, m.model, m.variant) AS model_label,
        m.service_interval_months AS interval_months, m.service_interval_km AS interval_km,
        last.date AS last_date, last.odometer AS last_odometer, u.email, u.firstname, u.state,
        (coalesce(left(last.date, 10)::date, v.registration_date) + make_interval(months => m.service_interval_months))::date AS due
      FROM (
        SELECT id, registration, nickname, registration_date, models_id, user_id FROM vehicles WHERE ${registeredInReach}
        UNION
        SELECT id, registration, nickname, registration_date, models_id, user_id FROM vehicles
        WHERE id IN (SELECT vehicle_id FROM vehicle_services WHERE status = 'completed' AND (${servicedInReach}))
      ) v
      JOIN models m ON m.id = v.models_id AND m.service_interval_months IS NOT NULL
      -- Each vehicle's owner looked up by its key (LIMIT keeps the planner from reading every owner instead).
      JOIN LATERAL (
        SELECT u.email, u.firstname, u.state FROM users u
        WHERE u.id = v.user_id AND u.role = 'USER' AND u.registered AND u.service_reminders IS NOT FALSE AND u.email <> ''
        LIMIT 1
      ) u ON true
      LEFT JOIN LATERAL (
        SELECT s.date, coalesce(s.service_odometer, s.odometer) AS odometer FROM vehicle_services s
        WHERE s.vehicle_id = v.id AND s.status = 'completed' AND coalesce(s.type, 'service') = 'service'
        ORDER BY s.date DESC, s.id DESC LIMIT 1
      ) last ON true
    ) c
    WHERE c.due BETWEEN ${span.from}::date AND ${span.to}::date
      AND NOT EXISTS (
        SELECT 1 FROM service_reminders r
        WHERE r.vehicle_id = c.vehicle_id AND r.due_date = c.due AND r.kind = CASE WHEN c.due >= ${today}::date THEN 'before' ELSE 'after' END
      )
    ORDER BY c.vehicle_id`,
  );
}

/**
 * Records the reminder and queues its email in one transaction; false, queueing nothing, when it
 * was already recorded (by an earlier run, or another server process at this very moment).
 */
export async function recordReminder(
  db: Db,
  reminder: { vehicle_id: number; due_date: string; kind: 'before' | 'after' },
  mail: MailMessage,
  now: Date,
): Promise<boolean> {
  const insert = (tx: Db) =>
    tx
      .insert(serviceReminders)
      .values({ ...reminder, created_at: now, updated_at: now })
      .onConflictDoNothing()
      .returning({ id: serviceReminders.id });
  return queueMailOnce(db, insert, mail, now);
}
