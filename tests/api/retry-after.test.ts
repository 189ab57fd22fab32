// Every 429 and every 503 says when to come back, in whole seconds (platform/http/retry-after.ts):
// a throttle's refusal its own wait, a database, a file store or a readiness check that is down a
// short default. (The test harness also refuses any 429 or 503 without it, in every API test.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FileStore, diskFileStore } from '../../server/platform/files/store.ts';
import { DEFAULT_RETRY_SECONDS } from '../../server/platform/http/retry-after.ts';
import { type TestApi, startApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const ask = (method: 'GET' | 'POST', url: string, payload?: object) => api.app.inject({ method, url, payload });

describe('Retry-After', () => {
  it("is a throttle's own wait on its 429", async () => {
    const email = (await api.get('owner', '/api/user')).body.data.email as string;
    expect((await ask('POST', '/api/password/email', { email })).statusCode).toBe(200);
    const again = await ask('POST', '/api/password/email', { email });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('is the default on a 503 of a file store that cannot be read', async () => {
    const down = new Error('The bucket answered 500 Internal Error');
    const root = mkdtempSync(join(tmpdir(), 'mygwm-unreadable-'));
    const unreadable: FileStore = {
      ...diskFileStore(root),
      stat: () => Promise.reject(down),
      read: () => Promise.reject(down),
    };
    const served = await startApi({}, { files: unreadable });
    try {
      const reply = await served.app.inject({ url: '/api/files/vehicle-photos/0123456789abcdef.jpg' });
      expect(reply.statusCode).toBe(503);
      expect(reply.headers['retry-after']).toBe(String(DEFAULT_RETRY_SECONDS));
    } finally {
      await served.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('is the default on a 503 of the health checks', async () => {
    const stat = vi.spyOn(api.app.files, 'stat').mockRejectedValueOnce(Object.assign(new Error('connect ETIMEDOUT'), { code: 'ETIMEDOUT' }));
    const reply = await ask('GET', '/api/health');
    stat.mockRestore();
    expect(reply.statusCode).toBe(503);
    expect(reply.headers['retry-after']).toBe(String(DEFAULT_RETRY_SECONDS));
  });
});
