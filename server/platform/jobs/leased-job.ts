// A scheduled job of which one server process at a time does the work: it runs before the server
// is ready (what was missed while it was down goes then), every `everyMs` after, and soon after a
// `wake`, but only in the process holding its lease (queries/job-leases.ts). What it does
// must itself be safe to run twice at once (a lease that ran out mid-run): the service reminders
// and the recall notices record each email under a unique key in the transaction that queues it.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { settlesBefore } from '../http/lifecycle.ts';
import { releaseLease, takeLease } from '../../queries/job-leases.ts';

export interface LeasedJob {
  /** Runs the job as at `now` when no other process holds it; answers how many emails it queued, or null when another held it. */
  run(now?: Date): Promise<number | null>;
  /** Asks for a run shortly (after the change that calls it has committed); several wakes at once make one run. */
  wake(): void;
}

export interface JobOptions {
  /** The lease's name. */
  name: string;
  everyMs: number;
  /** How long one run may hold the job: far longer than a run takes; a process that dies mid-run lets it go after this. */
  leaseMs: number;
  /** The work of one run as at `now`; answers how many emails it queued. */
  work(now: Date): Promise<number>;
  /** What the log says of it: "the service reminders". */
  what: string;
}

/** How long a wake waits, so the change that called it has committed and changes made together make one run. */
const WAKE_DELAY_MS = 250;

export function leasedJob(app: FastifyInstance, options: JobOptions): LeasedJob {
  // Unique to this app, so two servers in one process (tests) are two holders too.
  const holder = `${hostname().slice(0, 60)}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const db = app.database.db;
  let tail: Promise<unknown> = Promise.resolve();
  let closed = false;

  async function runOnce(now: Date): Promise<number | null> {
    if (!(await takeLease(db, options.name, holder, now, new Date(now.getTime() + options.leaseMs)))) return null;
    try {
      const queued = await options.work(now);
      if (queued) app.outbox.wake();
      return queued;
    } finally {
      await releaseLease(db, options.name, holder, new Date());
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
      (queued) => app.log.debug({ queued }, queued === null ? `another server is sending ${options.what}` : `queued ${options.what} due`),
      (error: unknown) => app.log.warn({ err: error }, `${options.what} could not be sent just now`),
    );

  let woken: NodeJS.Timeout | undefined;
  function wake() {
    if (closed || woken) return;
    woken = setTimeout(() => {
      woken = undefined;
      void round();
    }, WAKE_DELAY_MS).unref();
  }

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // A first round before the server is ready, as the purge does: no round runs beside the first requests.
    await round();
    timer = setInterval(round, options.everyMs).unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    clearTimeout(woken);
    // A run still going at the stop's deadline gives the job back now rather than when its lease runs out:
    // another process's run queues no email twice (each is recorded under its unique key).
    if (!(await settlesBefore(tail, app.lifecycle.deadline()))) await releaseLease(db, options.name, holder, new Date());
  });
  return { run, wake };
}
