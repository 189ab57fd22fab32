// The record of each push to a marketing platform (sync_runs): written as running before
// anything is sent, so a push that never finishes still shows what was tried, then finished
// as succeeded or failed. Starting one is the staff change the audit log records, in the same
// transaction; finishing it is the server's own bookkeeping.
import { entities } from '../../../shared/generated/entities.ts';
import type { SyncTarget } from '../../../shared/generated/types.ts';
import type { Db } from '../../db/connect.ts';
import { type AuditActor, withAudit } from '../../queries/audit-log.ts';
import { type Row, recordRepository } from '../../queries/records/records.ts';
import type { PlatformAnswer, Refusal } from './platform.ts';

/** Entries of what was sent (and of answers and refusals) kept with a run: enough to check a push without storing a catalogue twice. */
export const PAYLOAD_LIMIT = 500;
const MESSAGE_LIMIT = 2000;

export interface RunOutcome {
  outcome: 'succeeded' | 'partial' | 'failed';
  record_count: number;
  message: string;
  payload: unknown[];
  accepted_count?: number;
  refusals?: Refusal[];
  answers?: PlatformAnswer[];
}

export function syncRunRepository(db: Db) {
  const runs = recordRepository(db, entities['sync-run']);
  return {
    async start(resource: string, target: SyncTarget, actor: AuditActor): Promise<Row> {
      const { after } = await withAudit(db, actor, async (tx) => {
        const run = await recordRepository(tx, runs.entity).create({ resource, target, outcome: 'running', record_count: 0, payload: [] });
        return { action: 'sync', entity: runs.entity.id, recordId: run.id as number, after: run };
      });
      return after!;
    },

    async finish(id: number, { payload, refusals = [], answers = [], ...outcome }: RunOutcome): Promise<Row> {
      const run = await runs.update(id, {
        ...outcome,
        // The column's limit: a platform's reason quoted in the message may be long.
        message: outcome.message.slice(0, MESSAGE_LIMIT),
        payload: payload.slice(0, PAYLOAD_LIMIT),
        refused_count: refusals.length,
        // The schema's limits: a platform may quote itself at length.
        refusals: refusals.slice(0, PAYLOAD_LIMIT).map(({ item, reason }) => ({ item: item.slice(0, 500), reason: reason.slice(0, MESSAGE_LIMIT) })),
        answers: answers.slice(0, PAYLOAD_LIMIT).map((a) => ({ ...a, call: a.call.slice(0, 500), answer: a.answer.slice(0, MESSAGE_LIMIT) })),
        finished_at: new Date(),
      });
      if (!run) throw new Error(`Sync run ${id} disappeared before it finished`);
      return run;
    },
  };
}

export type SyncRunRepository = ReturnType<typeof syncRunRepository>;
