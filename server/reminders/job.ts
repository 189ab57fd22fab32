// The service reminder job (docs/decisions.md, "Owner garage, vehicle, dealer and booking"): at
// start and then every hour, queues in the outbox the reminders due today (window.ts) to owners
// whose reminders are on. Never twice, with any number of server processes on one database:
// - a lease (repositories/job-leases.ts) lets one process at a time run it, so they do not all
//   read the same vehicles;
// - each reminder is recorded under a unique key of vehicle, due date and kind in the transaction
//   that queues its email (repositories/service-reminders.ts), so even two runs at once (a lease
//   that ran out mid-run, a clock gone wrong) queue it once.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { addDays, localNow } from '../../shared/calendar.ts';
import { timezoneOf } from '../../shared/booking-rules.ts';
import { nextService } from '../../shared/next-service.ts';
import type { Db } from '../db/connect.ts';
import { settlesBefore } from '../plugins/lifecycle.ts';
import { releaseLease, takeLease } from '../repositories/job-leases.ts';
import { type ReminderCandidate, recordReminder, reminderCandidates } from '../repositories/service-reminders.ts';
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
  // Unique to this app, so two servers in one process (tests) are two holders too.
  const holder = `${hostname().slice(0, 60)}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const db = app.database.db;
  let tail: Promise<unknown> = Promise.resolve();

  async function runOnce(now: Date): Promise<number | null> {
    if (!(await takeLease(db, JOB, holder, now, new Date(now.getTime() + LEASE_MS)))) return null;
    try {
      const queued = await queueDueReminders(db, publicUrl, now);
      if (queued) app.outbox.wake();
      return queued;
    } finally {
      await releaseLease(db, JOB, holder, new Date());
    }
  }

  /** Runs one after another within this process: the lease is this process's, so it cannot part two of its own runs. */
  function run(now = new Date()): Promise<number | null> {
    const next = tail.catch(() => undefined).then(() => runOnce(now));
    tail = next;
    return next;
  }

  // The database away for a moment (a restart): the next round tries again.
  const round = () =>
    run().then(
      (queued) => app.log.debug({ queued }, queued === null ? 'another server is sending the service reminders' : 'queued the service reminders due'),
      (error: unknown) => app.log.warn({ err: error }, 'the service reminders could not be sent just now'),
    );
  app.decorate('serviceReminders', { run });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // A first round before the server is ready, as the purge does: what was missed while it was down goes now, and no round runs beside the first requests.
    await round();
    timer = setInterval(round, REMINDERS_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    // A run still going at the stop's deadline gives the job back now rather than when its lease runs out:
    // another process's run queues no reminder twice (each is recorded under its unique key).
    if (!(await settlesBefore(tail, app.lifecycle.deadline()))) await releaseLease(db, JOB, holder, new Date());
  });
}

export default fp(serviceRemindersPlugin, { name: 'service-reminders', dependencies: ['database', 'outbox', 'lifecycle'] });
