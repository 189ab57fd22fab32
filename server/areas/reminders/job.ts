// The service reminder job (docs/decisions.md, "Owner garage, vehicle, dealer and booking"): at
// start and then every hour, queues in the outbox the reminders due today (window.ts) to owners
// whose reminders are on. Never twice, with any number of server processes on one database:
// - a lease (platform/jobs/leased-job.ts) lets one process at a time run it, so they do not all
//   read the same vehicles;
// - each reminder is recorded under a unique key of vehicle, due date and kind in the transaction
//   that queues its email (queries/service-reminders.ts), so even two runs at once (a lease
//   that ran out mid-run, a clock gone wrong) queue it once.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { addDays, localNow } from '../../../shared/calendar.ts';
import { timezoneOf } from '../../../shared/booking-rules.ts';
import { nextService } from '../../../shared/next-service.ts';
import type { Db } from '../../db/connect.ts';
import { leasedJob } from '../../platform/jobs/leased-job.ts';
import { type ReminderCandidate, recordReminder, reminderCandidates } from '../../queries/service-reminders.ts';
import { reminderEmail } from './email.ts';
import { dueDatesRemindedOn, reminderKind } from './window.ts';

const REMINDERS_EVERY_MS = 60 * 60_000;
/** How long one run may hold the job: far longer than a run takes; a process that dies mid-run lets it go after this. */
const LEASE_MS = 15 * 60_000;
const JOB = 'service-reminders';

declare module 'fastify' {
  interface FastifyInstance {
    serviceReminders: {
      /** Runs the job as at `now` when no other process holds it; answers how many reminders it queued, or null when another held it. */
      run(now?: Date): Promise<number | null>;
    };
  }
}

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

async function serviceRemindersPlugin(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  const job = leasedJob(app, {
    name: JOB,
    everyMs: REMINDERS_EVERY_MS,
    leaseMs: LEASE_MS,
    what: 'the service reminders',
    work: (now) => queueDueReminders(app.database.db, publicUrl, now),
  });
  app.decorate('serviceReminders', { run: job.run });
}

export default fp(serviceRemindersPlugin, { name: 'service-reminders', dependencies: ['database', 'outbox', 'lifecycle'] });
