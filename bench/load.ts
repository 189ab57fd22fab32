// The load test of one scenario: autocannon from this process against the server on loopback,
// a fixed number of connections for a fixed time, every response's latency recorded (autocannon's
// own summary has no 95th percentile). Anything but 200 counts as an error.
import autocannon from 'autocannon';
import { type Summary, summarise } from './stats.ts';

export interface LoadResult extends Summary {
  perSecond: number;
  errors: number;
}

export async function loadTest(origin: string, path: string, token: string, connections: number, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  // Request errors (refused, reset, timed out) are counted in the result; they do not end the run.
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      { url: `${origin}${path}`, connections, duration: seconds, headers: { authorization: `Bearer ${token}` }, timeout: 30 },
      (error, result) => (error ? fail(error) : done(result)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
      else errors++;
    });
  });
  errors += result.errors + result.timeouts;
  return { ...summarise(latencies), perSecond: latencies.length / seconds, errors };
}
