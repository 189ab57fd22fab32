// One "Update Acoustic" or "Update Customer.io": records the run, pushes the records through
// the platform, and finishes the run with what happened; a platform's failure becomes a 502
// naming the reason, never a stack.
import type { FastifyBaseLogger } from 'fastify';
import type { EntityDescription, SyncTarget } from '../../shared/entity-types.ts';
import { HttpError } from '../errors.ts';
import type { AuditActor } from '../repositories/audit-log.ts';
import type { Row } from '../repositories/records.ts';
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
    throw new HttpError(502, `Update ${platform.name} failed: ${reason}`);
  }
  const message = `Published ${counted(result.count, resource)} to ${platform.name}.`;
  const finished = await runs.finish(id, { outcome: 'succeeded', record_count: result.count, message, payload: result.sent });
  return { status: 'success', message, sync_run: finished };
}
