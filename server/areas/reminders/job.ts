// The work of the service reminder job (docs/decisions.md, "Owner garage, vehicle, dealer and
// booking"; its schedule in server/jobs.ts): queues in the outbox the reminders due today
// (window.ts) to owners whose reminders are on. Never twice, with any number of server processes
// on one database: the job's lease lets one process at a time run it, so they do not all read the
// same vehicles, and each reminder is recorded under a unique key of vehicle, due date and kind in
// the transaction that queues its email (queries/service-reminders.ts), so even two runs at once (a
// lease that ran out mid-run, a clock gone wrong) queue it once.
import { addDays, localNow } from '../../../shared/calendar.ts';
import { timezoneOf } from '../../../shared/booking-rules.ts';
import { nextService } from '../../../shared/next-service.ts';
import type { Db } from '../../db/connect.ts';
import { type ReminderCandidate, recordReminder, reminderCandidates } from '../../queries/service-reminders.ts';
import { reminderEmail } from './email.ts';
import { dueDatesRemindedOn, reminderKind } from './window.ts';

/** The owner's today: the day in their state's time zone (New Zealand's for NZ). */
const todayOf = (candidate: ReminderCandidate, now: Date) => localNow(timezoneOf(candidate.state), now).date;

/** Queues the reminders due at `now` that are not yet recorded; answers how many. Safe to run in several processes at once. */
export async function queueDueReminders(db: Db, publicUrl: string, now: Date): Promise<number> {
  // Our owners' zones are 8 to 13 hours ahead of UTC: their today is UTC's date or the day after.
  const today = localNow('UTC', now).date;
  const span = { from: dueDatesRemindedOn(today).from, to: dueDatesRemindedOn(addDays(today, 1)).to };
  let queued = 0;
  for (const candidate of await reminderCandidates(db, span, today)) {
    const last = candidate.last_date ? { date: candidate.last_date, odometer: candidate.last_odometer ?? 0 } : null;
    const due = nextService({ months: candidate.interval_months, km: candidate.interval_km }, last, candidate.registration_date);
    if (!due?.due_date) continue;
    const kind = reminderKind(due.due_date, todayOf(candidate, now));
    if (!kind) continue;
    const mail = reminderEmail(
      {
        kind,
        owner: candidate,
        vehicle: { id: candidate.vehicle_id, registration: candidate.registration, nickname: candidate.nickname, model_label: candidate.model_label },
        due: { ...due, due_date: due.due_date },
      },
      publicUrl,
    );
    if (await recordReminder(db, { vehicle_id: candidate.vehicle_id, due_date: due.due_date, kind }, mail, now)) queued++;
  }
  return queued;
}
