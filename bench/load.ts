// The load test of one call: autocannon from this process against a server on loopback, a fixed
// number of connections for a fixed time, every response's latency recorded (autocannon's own
// summary has no 95th percentile). Any status but the expected one (200 unless told) counts as an
// error, as do requests refused, reset or timed out.
import autocannon from 'autocannon';
import { type Summary, summarise } from './stats.ts';

export interface LoadResult extends Summary {
  perSecond: number;
  errors: number;
  /** Of the errors, the requests that had no answer within the timeout. */
  timeouts: number;
}

/** A call other than a plain GET: a method, a body made anew for every request, and the status that means success. */
export interface LoadRequest {
  method: 'POST';
  body: () => unknown;
  status: number;
}

/** Seconds a request may take before it counts as timed out and its connection is reopened. */
const TIMEOUT_SECONDS = 30;

export async function loadTest(origin: string, path: string, token: string, connections: number, seconds: number, request?: LoadRequest): Promise<LoadResult> {
  const latencies: number[] = [];
  const ok = request?.status ?? 200;
  let errors = 0;
  const varying = request && {
    method: request.method,
    requests: [{ setupRequest: (sent: autocannon.Request) => ({ ...sent, body: JSON.stringify(request.body()) }) }],
  };
  // Request errors (refused, reset, timed out) are counted in the result; they do not end the run.
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      {
        url: `${origin}${path}`,
        connections,
        duration: seconds,
        headers: { authorization: `Bearer ${token}`, ...(request ? { 'content-type': 'application/json' } : {}) },
        timeout: TIMEOUT_SECONDS,
        ...varying,
      },
      (error, result) => (error ? fail(error) : done(result)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === ok) latencies.push(responseTime);
      else errors++;
    });
  });
  errors += result.errors + result.timeouts;
  return { ...summarise(latencies), perSecond: latencies.length / seconds, errors, timeouts: result.timeouts };
}
