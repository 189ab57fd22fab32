// The work of the recall notice job (docs/decisions.md, "Recalls"; its schedule in server/jobs.ts):
// emails each registered owner once per active recall that names one of their vehicles' VINs, not
// remedied, in their country. Woken by a change that may call for a notice (a campaign saved, VINs
// added by hand or by file, an owner registering: `app.jobs.wake(RECALL_NOTICES_JOB)`). Never twice,
// with any number of server processes on one database: the job's lease lets one process at a time
// run it, and each notice is recorded under a unique key of recall and owner in the transaction
// that queues its email (queries/recall-notices.ts).
import type { Db } from '../../db/connect.ts';
import { noticeCandidates, recordNotice } from '../../queries/recall-notices.ts';
import { recallEmail } from './email.ts';

/** The recall notice job's name (server/jobs.ts), for the changes that wake it. */
export const RECALL_NOTICES_JOB = 'recall-notices';

/** Queues the recall notices not yet recorded; answers how many. Safe to run in several processes at once. */
export async function queueRecallNotices(db: Db, publicUrl: string, now: Date): Promise<number> {
  let queued = 0;
  for (const notice of await noticeCandidates(db)) {
    const key = { recalls_id: notice.recalls_id, user_id: notice.user_id, vehicle_id: notice.vehicle_id };
    if (await recordNotice(db, key, recallEmail(notice, publicUrl), now)) queued++;
  }
  return queued;
}
