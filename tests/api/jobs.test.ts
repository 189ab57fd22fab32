// The one mechanism that runs every job (platform/jobs/runner.ts) on stand-in jobs over the test's
// database: a job with a lease runs in one process at a time; wakes made together are one run; a
// run that fails is counted and the next one runs; the stop hands back what a hanging run holds,
// its lease included, so another process carries on at once; the server waits for the first run
// only of a job that asks. Two runners on one database are two server processes.
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import lifecycle from '../../server/platform/http/lifecycle.ts';
import type { Clock, Job } from '../../server/platform/jobs/job.ts';
import jobs from '../../server/platform/jobs/runner.ts';
import { type TestApi, startApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const HOUR = 3_600_000;
let names = 0;
/** A job of a name no other test uses (the leases are the database's), that runs hourly and does what `work` says. */
const standIn = (work: Job['work'], more: Partial<Job> = {}): Job => ({
  name: `stand-in-${++names}`,
  what: 'a stand-in job',
  everyMs: HOUR,
  guarantees: 'nothing: it is a test',
  work,
  ...more,
});

/** A server process of its own with only these jobs, over the test's database. */
async function runnerOf(list: Job[]): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(fp(async (scope) => void scope.decorate('database', api.app.database), { name: 'database' }));
  await app.register(lifecycle, { graceMs: 200 });
  await app.register(jobs, { list });
  return app;
}

/** A promise and the function that settles it. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('the job runner', () => {
  it('runs a job with a lease in one process at a time: the other answers null and counts it held elsewhere', async () => {
    const release = gate();
    const started = gate();
    const job = standIn(
      async () => {
        started.open();
        await release.opened;
        return 3;
      },
      { leaseMs: 60_000 },
    );
    const [first, second] = [await runnerOf([job]), await runnerOf([job])];
    try {
      const running = first.jobs.run(job.name);
      await started.opened;
      expect(await second.jobs.run(job.name)).toBeNull();
      release.open();
      expect(await running).toBe(3);
      // Given back at the end of the run: the other process may run it now.
      expect(await second.jobs.run(job.name)).toBe(3);
      expect(second.jobs.stats()[0]).toMatchObject({ runs: { done: 1, 'held elsewhere': 1, failed: 0 }, items: 3 });
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('makes one run of wakes made together, after the wait the job asks for, and wakes the job it names when it did something', async () => {
    const runs: string[] = [];
    const told = gate();
    const outbox = standIn(async () => {
      runs.push('outbox');
      told.open();
      return 0;
    });
    const job = standIn(
      async () => {
        runs.push('job');
        return 1;
      },
      { wakeAfterMs: 20, wakes: outbox.name },
    );
    const app = await runnerOf([job, outbox]);
    try {
      for (let i = 0; i < 5; i++) app.jobs.wake(job.name);
      await told.opened;
      expect(runs).toEqual(['job', 'outbox']);
    } finally {
      await app.close();
    }
  });

  it('counts a run that fails, gives its lease back and runs the next one', async () => {
    let calls = 0;
    const job = standIn(
      async () => {
        if (++calls === 1) throw new Error('the database went away');
        return 2;
      },
      { leaseMs: 60_000 },
    );
    const app = await runnerOf([job]);
    const other = await runnerOf([job]);
    try {
      await expect(app.jobs.run(job.name)).rejects.toThrow('the database went away');
      expect(await other.jobs.run(job.name)).toBe(2);
      expect(app.jobs.stats()[0]).toMatchObject({ runs: { done: 0, 'held elsewhere': 0, failed: 1 }, items: 0 });
      expect(app.jobs.stats()[0]!.lastSeconds).toBeGreaterThanOrEqual(0);
    } finally {
      await Promise.all([app.close(), other.close()]);
    }
  });

  it('hands back what a run still going at the stop holds, and its lease, so another process runs the job at once', async () => {
    const started = gate();
    const release = gate();
    let signal: AbortSignal | undefined;
    let handedBack = false;
    const job = standIn(
      async (_clock: Clock, stopping: AbortSignal) => {
        signal = stopping;
        started.open();
        await release.opened;
        return 0;
      },
      { leaseMs: HOUR, handBack: async () => void (handedBack = true) },
    );
    const app = await runnerOf([job]);
    const other = await runnerOf([{ ...job, work: async () => 1 }]);
    try {
      const hanging = app.jobs.run(job.name);
      await started.opened;
      await app.jobs.stop(Promise.resolve());
      expect(signal?.aborted).toBe(true);
      expect(handedBack).toBe(true);
      expect(await other.jobs.run(job.name)).toBe(1);
      release.open();
      await hanging;
    } finally {
      release.open();
      await Promise.all([app.close(), other.close()]);
    }
  });

  it('is ready after the first run of a job that asks for it, and starts the others without waiting', async () => {
    const slow = gate();
    const events: string[] = [];
    const waited = standIn(
      async () => {
        events.push('waited for');
        return 0;
      },
      { readyAfterFirstRun: true },
    );
    const started = standIn(async () => {
      events.push('started');
      await slow.opened;
      return 0;
    });
    const app = await runnerOf([waited, started]);
    try {
      await app.ready();
      events.push('ready');
      expect(events).toEqual(['waited for', 'started', 'ready']);
    } finally {
      slow.open();
      await app.close();
    }
  });
});
