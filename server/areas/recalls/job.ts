// The recall notice job (docs/decisions.md, "Recalls"): emails each registered owner once per
// active recall that names one of their vehicles' VINs, not remedied, in their country. It runs
// at start, every hour and soon after a change that may call for a notice (a campaign saved, VINs
// added by hand or by file, an owner registering: `app.recallNotices.wake()`). Never twice, with
// any number of server processes on one database: a lease (platform/jobs/leased-job.ts) lets one process
// at a time run it, and each notice is recorded under a unique key of recall and owner in the
// transaction that queues its email (queries/recall-notices.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/connect.ts';
import { type LeasedJob, leasedJob } from '../../platform/jobs/leased-job.ts';
import { noticeCandidates, recordNotice } from '../../queries/recall-notices.ts';
import { recallEmail } from './email.ts';

const NOTICES_EVERY_MS = 60 * 60_000;
const LEASE_MS = 15 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    recallNotices: LeasedJob;
  }
}

/** Queues the recall notices not yet recorded; answers how many. Safe to run in several processes at once. */
export async function queueRecallNotices(db: Db, publicUrl: string, now: Date): Promise<number> {
  let queued = 0;
  for (const notice of await noticeCandidates(db)) {
    const key = { recalls_id: notice.recalls_id, user_id: notice.user_id, vehicle_id: notice.vehicle_id };
    if (await recordNotice(db, key, recallEmail(notice, publicUrl), now)) queued++;
  }
  return queued;
}

async function recallNoticesPlugin(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  app.decorate(
    'recallNotices',
    leasedJob(app, {
      name: 'recall-notices',
      everyMs: NOTICES_EVERY_MS,
      leaseMs: LEASE_MS,
      what: 'the recall notices',
      work: (now) => queueRecallNotices(app.database.db, publicUrl, now),
    }),
  );
}

export default fp(recallNoticesPlugin, { name: 'recall-notices', dependencies: ['database', 'outbox', 'lifecycle'] });
