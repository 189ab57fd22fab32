// One "Update Acoustic" or "Update Customer.io": records the run, pushes the records through
// the platform, and finishes the run with what happened: what was sent, what the platform
// answered to each call, and each item it refused with the reason. A platform that took
// nothing (it threw, or refused every item) becomes a 502 naming the reason, never a stack;
// a partial refusal answers 200 with the counts, as the run records them.
import type { FastifyBaseLogger } from 'fastify';
import type { EntityDescription } from '../../../shared/entity-types.ts';
import type { SyncTarget } from '../../../shared/generated/types.ts';
import { SYNC_TARGETS, syncAction } from '../../../shared/sync-targets.ts';
import { HttpError } from '../../core/errors.ts';
import type { AuditActor } from '../../queries/audit-log.ts';
import type { Row } from '../../queries/records/records.ts';
import type { MarketingPlatform, PublishResult } from './platform.ts';
import type { SyncRunRepository } from './runs.ts';

export interface PublishRequest {
  runs: SyncRunRepository;
  platform: MarketingPlatform;
  target: SyncTarget;
  resource: EntityDescription;
  records: Row[];
  log: FastifyBaseLogger;
  /** Who asked for the push (the audit log's person). */
  actor: AuditActor;
}

export interface PublishAnswer {
  status: 'success';
  message: string;
  sync_run: Row;
}

const counted = (count: number, resource: EntityDescription) => `${count} ${(count === 1 ? resource.title : resource.plural).toLowerCase()}`;
const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** What the run says, from what the platform took and refused. */
function summary(result: PublishResult, resource: EntityDescription, platform: string) {
  const refused = result.refused ?? [];
  const accepted = result.accepted ?? result.sent.length - refused.length;
  const total = accepted + refused.length;
  const first = refused[0]?.reason;
  if (!refused.length) return { outcome: 'succeeded' as const, accepted, message: `Published ${counted(result.count, resource)} to ${platform}.` };
  if (!accepted) return { outcome: 'failed' as const, accepted, message: `${platform} took none of the ${items(total)} sent: ${first}` };
  return {
    outcome: 'partial' as const,
    accepted,
    message: `${platform} took ${accepted} of the ${items(total)} sent for ${counted(result.count, resource)}; ${refused.length} refused (the first: ${first}).`,
  };
}

export async function publishResource({ runs, platform, target, resource, records, log, actor }: PublishRequest): Promise<PublishAnswer> {
  const run = await runs.start(resource.route, target, actor);
  const id = run.id as number;
  let result: PublishResult;
  try {
    result = await platform.publish(resource, records);
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)) || 'the platform gave no reason';
    log.warn({ err: error, resource: resource.route, target }, 'sync failed');
    await runs.finish(id, { outcome: 'failed', record_count: 0, message: reason, payload: [] });
    throw new HttpError(502, `${syncAction(target)} failed: ${reason}`);
  }
  const { outcome, accepted, message } = summary(result, resource, SYNC_TARGETS[target].name);
  const refusals = result.refused ?? [];
  if (refusals.length) log.warn({ resource: resource.route, target, refused: refusals.length, first: refusals[0] }, 'sync items refused');
  const finished = await runs.finish(id, {
    outcome,
    record_count: result.count,
    message,
    payload: result.sent,
    accepted_count: accepted,
    refusals,
    answers: result.answers ?? [],
  });
  if (outcome === 'failed') throw new HttpError(502, `${syncAction(target)} failed: ${message}`);
  return { status: 'success', message, sync_run: finished };
}
