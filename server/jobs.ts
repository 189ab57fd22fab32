// Everything the server does without a request, declared once: each job's name, schedule, how server
// processes share it and what it guarantees, with its work from its area. One mechanism runs them
// all (platform/jobs/runner.ts, app.jobs); /metrics shows each one's runs, failures, last run and
// its duration (README, "Running in production").
import type { FastifyInstance } from 'fastify';
import { sweepUnnamedFiles } from './platform/files/named-files.ts';
import type { Job } from './platform/jobs/job.ts';
import { OUTBOX_JOB, POLL_MS } from './platform/mail/sender.ts';
import { purgeExpired } from './areas/operations/purge.ts';
import { RECALL_NOTICES_JOB, queueRecallNotices } from './areas/recalls/job.ts';
import { queueDueReminders } from './areas/reminders/job.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export function jobList(app: FastifyInstance, { publicUrl }: { publicUrl: string }): Job[] {
  const db = app.database.db;
  return [
    {
      name: OUTBOX_JOB,
      what: 'the outbox',
      everyMs: POLL_MS,
      guarantees:
        'each email is sent once as far as SMTP allows: every process delivers, each message claimed under a lease of its own, tried again with backoff, handed back at a stop',
      work: (clock, stopping) => app.outbox.delivery.deliver(clock, stopping),
      handBack: () => app.outbox.delivery.handBack(),
    },
    {
      name: 'service-reminders',
      what: 'the service reminders',
      everyMs: HOUR,
      leaseMs: 15 * MINUTE,
      readyAfterFirstRun: true,
      guarantees: 'each reminder is emailed once: recorded under a unique key of vehicle, due date and kind in the transaction that queues its email',
      wakes: OUTBOX_JOB,
      work: (clock) => queueDueReminders(db, publicUrl, clock()),
    },
    {
      name: RECALL_NOTICES_JOB,
      what: 'the recall notices',
      everyMs: HOUR,
      leaseMs: 15 * MINUTE,
      wakeAfterMs: 250,
      readyAfterFirstRun: true,
      guarantees: 'each owner is emailed once per recall: recorded under a unique key of recall and owner in the transaction that queues its email',
      wakes: OUTBOX_JOB,
      work: (clock) => queueRecallNotices(db, publicUrl, clock()),
    },
    {
      name: 'purge',
      what: 'the purge of expired rows',
      everyMs: HOUR,
      leaseMs: 15 * MINUTE,
      readyAfterFirstRun: true,
      guarantees: 'only what expired goes (tokens, sign-in challenges, password resets, throttle counters), by plain deletes that a second run finds done',
      work: async (clock) => Object.values(await purgeExpired(db, clock())).reduce((sum, n) => sum + n, 0),
    },
    {
      name: 'file-sweep',
      what: 'the sweep of stored files no record names',
      everyMs: HOUR,
      leaseMs: 15 * MINUTE,
      readyAfterFirstRun: true,
      guarantees: 'a stored file goes only when no record names it and it was written an hour ago or more, so an upload not yet committed keeps its file',
      work: (clock) => sweepUnnamedFiles(db, app.files, clock()),
    },
  ];
}
