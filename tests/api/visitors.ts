// Visitor calls from an address of the test's choosing. The throttles count failures per
// address, so a test that starts from a fresh address starts from no failures. The server reads
// the socket's address (TRUST_PROXY is off in tests), which inject lets a test choose.
import type { InjectOptions } from 'fastify';
import { type Reply, replyOf, type TestApi } from './harness.ts';

let last = 0;
/** An address no earlier test in this run has used (TEST-NET-3, never routed). */
export const freshAddress = () => `203.0.113.${++last % 250}`;

export function visitorAt(api: TestApi, address = freshAddress()) {
  const call = async (method: InjectOptions['method'], url: string, payload?: unknown): Promise<Reply> => {
    const response = await api.app.inject({ method, url, payload: payload as InjectOptions['payload'], remoteAddress: address });
    return replyOf(response);
  };
  return {
    address,
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown = {}) => call('POST', url, payload),
    put: (url: string, payload: unknown = {}) => call('PUT', url, payload),
  };
}
