// Runs the job list (server/jobs.ts) as app.jobs: each job as the server becomes ready (before it,
// for a job that asks), every `everyMs` after, soon after a `wake`, and when asked (`run`). A job with a lease runs in the one process holding it (queries/job-leases.ts); the runs
// of one job in one process go one after another. At the stop, a run still going at the deadline
// hands its lease (and whatever else it holds) back, so another process carries on at once. Each
// job's runs, outcomes, last start and duration are kept for /metrics (platform/http/metrics.ts).
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { releaseLease, takeLease } from '../../queries/job-leases.ts';
import { settlesBefore } from '../http/lifecycle.ts';
import type { Clock, Job } from './job.ts';

export type RunOutcome = 'done' | 'held elsewhere' | 'failed';

/** What /metrics says of a job, in this process. */
export interface JobStats {
  job: Job;
  runs: Record<RunOutcome, number>;
  /** Things done by all its runs (emails queued or sent, rows purged, files swept). */
  items: number;
  lastStartedAt?: Date;
  lastSeconds?: number;
}

export interface Jobs {
  /** Runs the job now (as at `at`, a moment or a clock), after any run of it under way here; answers what it did, or null when another process held it. */
  run(name: string, at?: Date | Clock): Promise<number | null>;
  /** Asks for a run of the job soon; several wakes before it starts make one run; never throws. */
  wake(name: string): void;
  stats(): JobStats[];
  /** Stops every job here: no more runs; waits for those under way, or until `giveUp` if sooner, when each hands back what it holds. */
  stop(giveUp?: Promise<void>): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

interface Scheduled {
  job: Job;
  /** The run under way or last queued here: the next waits for it. */
  tail: Promise<unknown>;
  woken?: NodeJS.Timeout;
  stats: JobStats;
}

const clockOf = (at: Date | Clock | undefined): Clock => (at === undefined ? () => new Date() : typeof at === 'function' ? at : () => at);

const scheduleOf = (job: Job): Scheduled => ({ job, tail: Promise.resolve(), stats: { job, runs: { done: 0, 'held elsewhere': 0, failed: 0 }, items: 0 } });

function recordRun({ stats }: Scheduled, outcome: RunOutcome, startedAt: Date, done = 0) {
  stats.runs[outcome]++;
  stats.items += done;
  stats.lastStartedAt = startedAt;
  stats.lastSeconds = (Date.now() - startedAt.getTime()) / 1000;
}

async function runnerPlugin(app: FastifyInstance, { list }: { list: Job[] }) {
  // Unique to this app, so two servers in one process (tests) are two holders too.
  const holder = `${hostname().slice(0, 60)}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const db = app.database.db;
  const stopping = new AbortController();
  const scheduled = new Map(list.map((job) => [job.name, scheduleOf(job)]));

  const named = (name: string) => {
    const found = scheduled.get(name);
    if (!found) throw new Error(`No job is named ${name}`);
    return found;
  };

  async function runOnce(entry: Scheduled, clock: Clock): Promise<number | null> {
    const { job } = entry;
    const startedAt = new Date();
    const now = clock();
    if (job.leaseMs && !(await takeLease(db, job.name, holder, now, new Date(now.getTime() + job.leaseMs)))) {
      recordRun(entry, 'held elsewhere', startedAt);
      return null;
    }
    try {
      const done = await job.work(clock, stopping.signal);
      recordRun(entry, 'done', startedAt, done);
      if (done && job.wakes) wake(job.wakes);
      return done;
    } catch (error) {
      recordRun(entry, 'failed', startedAt);
      throw error;
    } finally {
      if (job.leaseMs) await releaseLease(db, job.name, holder, new Date());
    }
  }

  function run(name: string, at?: Date | Clock): Promise<number | null> {
    const entry = named(name);
    const next = entry.tail.catch(() => undefined).then(() => runOnce(entry, clockOf(at)));
    entry.tail = next;
    return next;
  }

  // The database away for a moment (a restart): the next round tries again.
  const round = ({ name, what }: Job) =>
    run(name).then(
      (done) => app.log.debug({ job: name, done }, done === null ? `another server is running ${what}` : `ran ${what}`),
      (error: unknown) => app.log.warn({ err: error, job: name }, `${what} could not run just now`),
    );

  function wake(name: string) {
    const entry = named(name);
    if (stopping.signal.aborted || entry.woken) return;
    entry.woken = setTimeout(() => {
      entry.woken = undefined;
      void round(entry.job);
    }, entry.job.wakeAfterMs ?? 0).unref();
  }

  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    const first = list.map((job) => ({ job, run: round(job) }));
    await Promise.all(first.filter(({ job }) => job.readyAfterFirstRun).map(({ run }) => run));
    for (const job of list) timers.push(setInterval(() => void round(job), job.everyMs).unref());
  });

  async function stop(giveUp = new Promise<void>(() => {})) {
    stopping.abort();
    for (const timer of timers) clearInterval(timer);
    for (const entry of scheduled.values()) clearTimeout(entry.woken);
    // A run still going when we give up waiting gives its job back now rather than when its lease runs out.
    await Promise.all(
      [...scheduled.values()].map(async ({ job, tail }) => {
        if (await settlesBefore(tail, giveUp)) return;
        await job.handBack?.();
        if (job.leaseMs) await releaseLease(db, job.name, holder, new Date());
      }),
    );
  }

  app.decorate('jobs', { run, wake, stop, stats: () => [...scheduled.values()].map((entry) => entry.stats) });
  app.addHook('onClose', async () => stop(app.lifecycle.deadline()));
}

export default fp(runnerPlugin, { name: 'jobs', dependencies: ['database', 'lifecycle'] });
