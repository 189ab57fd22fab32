// One HTTP call to a marketing platform, tried again while the failure may pass: no connection,
// no answer in time, 429 or a 5xx. Waits between tries double from `retryMs`, or are what the
// platform's Retry-After says (capped, so a push the user waits on stays bounded), each drawn a
// little apart (core/backoff.ts), and the tries are bounded by `maxTries`. Never throws: the
// caller gets the last answer or the reason there was none, and how many tries it took. Both come
// without the credentials the call carried (credentialsOf): a platform that quotes our headers in
// its errors must not put our keys or session into the sync history or the log.
import { retryAfterMs, retryWaitMs } from '../../core/backoff.ts';
import { withoutValues } from '../../core/logging.ts';

export interface RetryPolicy {
  /** Longest wait for one answer. */
  timeoutMs: number;
  /** Tries in all, the first included. */
  maxTries: number;
  /** Wait before the second try; doubles after each try. */
  retryMs: number;
}

export interface CallRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
}

export type CallResult = { answered: true; status: number; headers: Headers; text: string; tries: number } | { answered: false; reason: string; tries: number };

/** A platform's Retry-After is believed up to this long. */
const RETRY_AFTER_CAP_MS = 60_000;

const retryable = (status: number) => status === 429 || status >= 500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Why no answer came, in words: "no answer within 10 s", "connection refused (ECONNREFUSED)". */
function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `no answer within ${timeoutMs / 1000} s`;
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  if (cause?.code === 'ECONNREFUSED') return 'connection refused (ECONNREFUSED): nothing listens at that address';
  if (cause?.code) return `${cause.message ?? 'the connection failed'} (${cause.code})`;
  return error instanceof Error ? error.message : String(error);
}

/** Headers whose values are credentials: Authorization, cookies, and any named for a key, token, secret or session. */
const CREDENTIAL_HEADER = /^(authorization|cookie)$|key|token|secret|session|auth/i;
/** Shorter values are left alone: no credential is that short, and taking out "1" would garble any text. */
const SHORTEST_SECRET = 8;

/** Every form of the credentials among these headers that a platform might quote: whole, scheme-less, a Basic pair decoded, each cookie's value. */
export function credentialsOf(headers: Record<string, string> = {}): string[] {
  const found = new Set<string>();
  for (const [name, value] of Object.entries(headers)) {
    if (!CREDENTIAL_HEADER.test(name)) continue;
    found.add(value);
    const [scheme, token] = value.split(/\s+/, 2);
    if (token) {
      found.add(token);
      if (/^basic$/i.test(scheme!)) {
        const pair = Buffer.from(token, 'base64').toString('utf8');
        found.add(pair);
        found.add(pair.slice(pair.indexOf(':') + 1));
      }
    }
    for (const cookie of value.split(';')) found.add(cookie.slice(cookie.indexOf('=') + 1).trim());
  }
  // Longest first, so a whole value goes before a part of it leaves the rest behind.
  return [...found].filter((secret) => secret.length >= SHORTEST_SECRET).sort((a, b) => b.length - a.length);
}

export async function callWithRetries(request: CallRequest, policy: RetryPolicy): Promise<CallResult> {
  const headers = { accept: 'application/json', ...(request.body === undefined ? {} : { 'content-type': 'application/json' }), ...request.headers };
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  const credentials = credentialsOf(request.headers);
  let last: CallResult = { answered: false, reason: 'not tried', tries: 0 };
  for (let tries = 1; tries <= policy.maxTries; tries++) {
    let asked: number | undefined;
    try {
      const response = await fetch(request.url, { method: request.method, headers, body, signal: AbortSignal.timeout(policy.timeoutMs) });
      const text = withoutValues(await response.text(), credentials);
      last = { answered: true, status: response.status, headers: response.headers, text, tries };
      if (!retryable(response.status)) return last;
      asked = retryAfterMs(response.headers.get('retry-after'), RETRY_AFTER_CAP_MS);
    } catch (error) {
      last = { answered: false, reason: withoutValues(reasonOf(error, policy.timeoutMs), credentials), tries };
    }
    if (tries < policy.maxTries) await sleep(retryWaitMs(tries, { firstMs: policy.retryMs }, asked));
  }
  return last;
}

/** The JSON of an answer, or undefined when it is not JSON (a proxy's HTML page, a cut-off body). */
export function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** An answer in short for the sync history: its first 300 characters on one line. */
export const shortText = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 300);
