// What "Update Acoustic" and "Update Customer.io" push through: one small interface, so the
// embedded defaults and the real clients (acoustic-authoring.ts, customerio-client.ts) are
// interchangeable.
import type { EntityDescription } from '../../../shared/entity-types.ts';
import type { SyncTarget } from '../../../shared/generated/types.ts';
import type { Row } from '../../queries/records/records.ts';

/** An item the platform refused, or never took (it did not answer), and why. */
export interface Refusal {
  /** The item as people know it: a document key, "dealers 12". */
  item: string;
  reason: string;
}

/** One call to the platform as the sync history shows it. */
export interface PlatformAnswer {
  /** "POST /api/v2/batch (items 1-120)". */
  call: string;
  /** The HTTP status of the last try; absent when the platform never answered. */
  status?: number;
  /** The answer in short: "accepted", the platform's error, "no answer within 10 s". */
  answer: string;
  tries: number;
}

export interface PublishResult {
  /** Records of the resource pushed. */
  count: number;
  /** What went out (documents, objects), kept with the sync run. */
  sent: unknown[];
  /** Items the platform took; every item sent when left out (the embedded defaults take all or throw). */
  accepted?: number;
  /** Items refused or not taken, each with its reason. */
  refused?: Refusal[];
  /** The platform's answer to each call made. */
  answers?: PlatformAnswer[];
}

export interface MarketingPlatform {
  /** Pushes every record of the resource; throws with a readable message when it cannot. */
  publish(resource: EntityDescription, records: Row[]): Promise<PublishResult>;
}

export type Platforms = Record<SyncTarget, MarketingPlatform>;

/** A record as a request body would carry it: plain JSON, dates as ISO text. */
export const plainJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
