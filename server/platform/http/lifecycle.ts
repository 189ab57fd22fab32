// The process's stop as app.lifecycle: from the moment it begins (a signal, or app.close()) the
// ready check answers 503, so a balancer sends no more; the requests in flight are counted so the
// stop can wait for them; and a deadline, the grace after the stop began, tells the background
// work still running (the outbox sender, the reminder job) to hand its leases back rather than wait.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface Lifecycle {
  /** True from the moment the stop began. */
  readonly stopping: boolean;
  /** True once the deadline has passed: what is still running is being cut off. */
  readonly pastDeadline: boolean;
  /** Requests received and not yet answered (nor abandoned by their client). */
  readonly inFlight: number;
  /** Begins the stop (again is harmless): ready answers 503 from now, and the deadline is the grace from now. */
  beginStop(): void;
  /** Resolves true once no request is in flight, or false at the deadline if some still are. */
  drained(): Promise<boolean>;
  /** Resolves at the stop's deadline (never before a stop begins). */
  deadline(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

const settled = () => true;

/** Whether `work` settles, either way, before `deadline`: false means it was still under way then. */
export const settlesBefore = (work: Promise<unknown>, deadline: Promise<void>): Promise<boolean> =>
  Promise.race([work.then(settled, settled), deadline.then(() => false)]);

async function lifecyclePlugin(app: FastifyInstance, { graceMs }: { graceMs: number }) {
  let stopping = false;
  let pastDeadline = false;
  let inFlight = 0;
  let reachDeadline: () => void = () => {};
  const deadline = new Promise<void>((done) => (reachDeadline = done)).then(() => {
    pastDeadline = true;
  });
  const waitingForIdle = new Set<() => void>();

  app.addHook('onRequest', (_request, reply, done) => {
    inFlight++;
    // 'close' comes once per response, sent or cut off, where onResponse misses a client that went away.
    reply.raw.once('close', () => {
      inFlight--;
      if (inFlight === 0) for (const idle of waitingForIdle) idle();
    });
    done();
  });

  const lifecycle: Lifecycle = {
    get stopping() {
      return stopping;
    },
    get pastDeadline() {
      return pastDeadline;
    },
    get inFlight() {
      return inFlight;
    },
    beginStop() {
      if (stopping) return;
      stopping = true;
      setTimeout(reachDeadline, graceMs).unref();
    },
    drained() {
      if (inFlight === 0) return Promise.resolve(true);
      return new Promise<boolean>((done) => {
        const idle = () => {
          waitingForIdle.delete(idle);
          done(true);
        };
        waitingForIdle.add(idle);
        void deadline.then(() => {
          waitingForIdle.delete(idle);
          done(inFlight === 0);
        });
      });
    },
    deadline: () => deadline,
  };
  app.decorate('lifecycle', lifecycle);
  // app.close() without a signal (tests, a failed start) is a stop too, with the same deadline.
  app.addHook('preClose', async () => lifecycle.beginStop());
}

export default fp(lifecyclePlugin, { name: 'lifecycle' });
