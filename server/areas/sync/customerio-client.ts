// The real Customer.io: Track API v2 `POST {url}/api/v2/batch` with basic auth (site id and Track
// API key), each record an object "identify" (customerio-embedded.ts builds them), packed into
// batches inside the documented limits (a request under 500 KB, each item 32 KB at most). Each
// batch is tried again on 429 and 5xx (http.ts); a 207 names the items it refused by
// batch_index, and every item of a batch that never got a 200 is refused with the reason, so the
// sync run accounts for every record.
import type { EntityDescription } from '../../../shared/entity-types.ts';
import type { Row } from '../../queries/records/records.ts';
import { type ObjectIdentify, objectIdentifies } from './customerio-embedded.ts';
import { type CallResult, type RetryPolicy, callWithRetries, jsonOf, shortText } from './http.ts';
import type { MarketingPlatform, PlatformAnswer, Refusal } from './platform.ts';

export interface CustomerIoSettings {
  /** The Track API host: https://track.customer.io (US) or https://track-eu.customer.io (EU). */
  url: string;
  siteId: string;
  apiKey: string;
  /** The workspace's object type id of each resource route ("dealers" → "1"). */
  objectTypes: Record<string, string>;
  retry: RetryPolicy;
  /** Bytes per request and per item; Customer.io's own unless a test makes them small. */
  limits?: { batchBytes: number; itemBytes: number };
}

/** "Your batch request must be smaller than 500kb. Each of the requests within the batch must also be 32kb or smaller." */
export const CUSTOMERIO_LIMITS = { batchBytes: 500_000, itemBytes: 32_000 };

interface Item {
  action: ObjectIdentify;
  name: string;
  bytes: number;
}

const byteLength = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
const kb = (bytes: number) => `${Number((bytes / 1000).toFixed(1))} KB`;

/** Consecutive items whose {"batch": [...]} body stays under the limit. */
function batchesOf(items: Item[], batchBytes: number): Item[][] {
  const envelope = byteLength({ batch: [] });
  const batches: Item[][] = [];
  let current: Item[] = [];
  let size = envelope;
  for (const item of items) {
    const added = item.bytes + (current.length ? 1 : 0);
    if (current.length && size + added >= batchBytes) {
      batches.push(current);
      current = [];
      size = envelope;
    }
    size += item.bytes + (current.length ? 1 : 0);
    current.push(item);
  }
  if (current.length) batches.push(current);
  return batches;
}

interface BatchError {
  batch_index?: unknown;
  reason?: unknown;
  field?: unknown;
  message?: unknown;
}

/** Customer.io's words for one error: "invalid: attributes.name too long". */
function errorText({ reason, field, message }: BatchError): string {
  const words = [reason, field, message].filter((w): w is string => typeof w === 'string' && w !== '');
  return words.length ? words.join(': ') : 'refused without a reason';
}

const errorsOf = (text: string): BatchError[] | undefined => {
  const errors = (jsonOf(text) as { errors?: unknown } | undefined)?.errors;
  return Array.isArray(errors) && errors.every((e) => typeof e === 'object' && e !== null) ? (errors as BatchError[]) : undefined;
};

/** Which items of one batch were refused, and why; an empty list when all were taken. */
function refusalsOf(result: CallResult, batch: Item[]): { refused: Refusal[]; answer: string } {
  const all = (reason: string) => ({ refused: batch.map((item) => ({ item: item.name, reason })), answer: reason });
  if (!result.answered) return all(`Customer.io did not answer after ${result.tries} ${result.tries === 1 ? 'try' : 'tries'}: ${result.reason}`);
  const { status, text } = result;
  if (status >= 200 && status < 300 && status !== 207) return { refused: [], answer: `accepted (${status})` };
  if (status === 207) {
    const errors = errorsOf(text);
    const indexed = errors?.filter((e) => Number.isInteger(e.batch_index) && (e.batch_index as number) >= 0 && (e.batch_index as number) < batch.length);
    if (!indexed?.length) return all(`Customer.io answered 207 without saying which items it refused: ${shortText(text) || 'an empty answer'}`);
    const reasons = new Map<number, string[]>();
    for (const error of indexed) reasons.set(error.batch_index as number, [...(reasons.get(error.batch_index as number) ?? []), errorText(error)]);
    const refused = [...reasons].sort(([a], [b]) => a - b).map(([index, words]) => ({ item: batch[index]!.name, reason: words.join('; ') }));
    return { refused, answer: `207: ${refused.length} of ${batch.length} refused` };
  }
  if (status === 401 || status === 403) return all(`Customer.io refused the site id and API key (${status}); check CUSTOMERIO_SITE_ID and CUSTOMERIO_API_KEY`);
  const errors = errorsOf(text);
  const words = errors?.length ? errors.map(errorText).join('; ') : shortText(text) || 'no reason given';
  const tries = result.tries > 1 ? ` after ${result.tries} tries` : '';
  return all(`Customer.io answered ${status}${tries}: ${words}`);
}

export function customerIoClient(settings: CustomerIoSettings): MarketingPlatform {
  const { batchBytes, itemBytes } = settings.limits ?? CUSTOMERIO_LIMITS;
  const authorization = `Basic ${Buffer.from(`${settings.siteId}:${settings.apiKey}`).toString('base64')}`;
  const endpoint = `${settings.url.replace(/\/+$/, '')}/api/v2/batch`;

  return {
    async publish(resource: EntityDescription, records: Row[]) {
      const objectType = settings.objectTypes[resource.route];
      if (!objectType) throw new Error(`no Customer.io object type is set for ${resource.route} (CUSTOMERIO_OBJECT_TYPES, such as dealers=1,models=2)`);
      const items = objectIdentifies(resource, records, objectType).map((action) => ({
        action,
        name: `${resource.route} ${action.identifiers.object_id}`,
        bytes: byteLength(action),
      }));
      const refused: Refusal[] = [];
      const answers: PlatformAnswer[] = [];
      // Too large for Customer.io to take: refused here rather than failing the batch it would be in.
      const fitting = items.filter((item) => {
        if (item.bytes <= itemBytes) return true;
        refused.push({ item: item.name, reason: `too large for Customer.io (${kb(item.bytes)}; an item may be ${kb(itemBytes)} at most), so not sent` });
        return false;
      });
      let first = 1;
      for (const batch of batchesOf(fitting, batchBytes)) {
        const call = `POST /api/v2/batch (items ${first}-${first + batch.length - 1} of ${fitting.length})`;
        first += batch.length;
        const result = await callWithRetries(
          { method: 'POST', url: endpoint, headers: { authorization }, body: { batch: batch.map((item) => item.action) } },
          settings.retry,
        );
        const outcome = refusalsOf(result, batch);
        refused.push(...outcome.refused);
        answers.push({ call, ...(result.answered ? { status: result.status } : {}), answer: outcome.answer, tries: result.tries });
      }
      return { count: records.length, sent: fitting.map((item) => item.action), accepted: items.length - refused.length, refused, answers };
    },
  };
}
