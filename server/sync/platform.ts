// What "Update Acoustic" and "Update Customer.io" push through: one small interface, so the
// embedded defaults and the real clients (not written yet) are interchangeable.
import type { EntityDescription, SyncTarget } from '../../shared/entity-types.ts';
import type { Row } from '../repositories/records.ts';

export interface PublishResult {
  /** Records of the resource the platform took. */
  count: number;
  /** What went out (documents, objects), kept with the sync run. */
  sent: unknown[];
}

export interface MarketingPlatform {
  /** How people call it: "Acoustic", "Customer.io". */
  readonly name: string;
  /** Pushes every record of the resource; throws with a readable message when it cannot. */
  publish(resource: EntityDescription, records: Row[]): Promise<PublishResult>;
}

export type Platforms = Record<SyncTarget, MarketingPlatform>;

/** Path segment of each platform's sync call under /api/{route}/, as the screens call them. */
export const SYNC_PATHS: Record<SyncTarget, string> = { acoustic: 'sync', customerio: 'synccustomerio' };

/** A record as a request body would carry it: plain JSON, dates as ISO text. */
export const plainJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
