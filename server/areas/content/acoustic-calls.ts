// The calls of the Acoustic Content delivery API (acoustic-delivery.ts): each answer kept briefly
// (delivery-cache.ts); a hub that is down, slow, refusing or answering something else is logged, one
// warning line per failed call, and read as nothing; a 429 or 503 with Retry-After keeps the hub
// unasked for that long (five minutes at most), the pages going on without it meanwhile.
import type { FastifyBaseLogger } from 'fastify';
import { retryAfterMs } from '../../core/backoff.ts';
import type { AcousticConfig } from '../../core/config.ts';
import type { DeliveryCache } from './delivery-cache.ts';

/** The longest quiet a hub's Retry-After can ask for: the pages go without content meanwhile. */
const LONGEST_QUIET_MS = 5 * 60_000;

export interface DeliveryOptions {
  config: AcousticConfig;
  cache: DeliveryCache;
  log: FastifyBaseLogger;
}

/** A reader of one delivery path's JSON into what the pages take: `ask(path, read)` answers it, or undefined. */
export type Ask = <T>(path: string, read: (json: unknown) => T | undefined) => Promise<T | undefined>;

/** Why a call had no answer, in the words of its warning. */
function failureOf(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  if (error instanceof SyntaxError) return 'an answer that is not JSON';
  return `no connection (${error instanceof Error ? (error.cause as Error | undefined)?.message || error.message : String(error)})`;
}

export function deliveryCalls({ config, cache, log }: DeliveryOptions): Ask {
  /** Until when the hub asked not to be called (a 429 or 503 with Retry-After). */
  let quietUntil = 0;

  /** The JSON of one delivery call, `null` for a 404, undefined (logged) for any failure. */
  async function call(path: string): Promise<unknown> {
    const what = `Acoustic Content: GET ${path}`;
    if (Date.now() < quietUntil) return undefined;
    try {
      const response = await fetch(`${config.apiUrl}${path}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(config.timeoutMs) });
      if (response.status === 404) return null;
      if (!response.ok) {
        const wait = retryAfterMs(response.headers.get('retry-after'), LONGEST_QUIET_MS);
        if (wait && (response.status === 429 || response.status === 503)) quietUntil = Date.now() + wait;
        const quiet = wait ? ` and is not asked again for ${Math.ceil(wait / 1000)} s` : '';
        log.warn({ acoustic: { path, status: response.status } }, `${what} answered ${response.status}${quiet}; the owner pages go on without it`);
        return undefined;
      }
      return await response.json();
    } catch (error) {
      log.warn({ acoustic: { path } }, `${what}: ${failureOf(error, config.timeoutMs)}; the owner pages go on without it`);
      return undefined;
    }
  }

  /** A call read by `read`, kept in the cache; an answer `read` cannot make sense of is logged as a failure. */
  return <T>(path: string, read: (json: unknown) => T | undefined): Promise<T | undefined> =>
    cache.get(path, async () => {
      const json = await call(path);
      if (json === undefined) return undefined;
      const value = read(json);
      if (value === undefined)
        log.warn({ acoustic: { path } }, `Acoustic Content: GET ${path} answered something that is not a delivery answer; the owner pages go on without it`);
      return value;
    });
}
