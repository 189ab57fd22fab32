// A server of this checkout with the demo data, for screens whose records no API call makes (the
// CRM owners and vehicles, which only an upload loads): the same build as the other tests, in a
// throwaway data folder on a free port, with the e2e administrator. Loading takes a few seconds.
import { mkdtempSync, rmSync } from 'node:fs';
import { test } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_ADMIN } from './accounts.ts';
import { freePort, type ServerProcess, startServer } from './server-process.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');

/** `settings` adds to the demo's environment (the Acoustic hub's variables, say). */
export async function startDemoServer(settings: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mygwm-demo-'));
  const env = { DATA_DIR: dataDir, DEMO_DATA: '1', ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password, ...settings };
  const server = await startServer(ROOT, await freePort(), env).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    baseURL: server.baseURL,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Tests on the demo data: one demo server per worker, started before its first test and stopped after its last, as the tests' base URL. */
export const withDemoData = test.extend<object, { demoServer: ServerProcess }>({
  demoServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern: none
    async ({}, use) => {
      const server = await startDemoServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ demoServer }, use) => use(demoServer.baseURL),
});
