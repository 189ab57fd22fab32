// The demo data, for screens whose records no API call makes (the CRM owners and vehicles, which
// only an upload loads): the run's demo server, or one of a test's own with settings of its own
// (the same build, in a throwaway data folder on a free port, with the e2e administrator).
import { mkdtempSync, rmSync } from 'node:fs';
import { test } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_ADMIN } from './accounts.ts';
import { DEMO_PORT, urlOfPort } from './ports.ts';
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

/** Tests on the demo data, of the server playwright.config.ts starts with it once per run: they read it and leave it as it is. */
export const withDemoData = test.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern: none
  baseURL: async ({}, use) => use(urlOfPort(DEMO_PORT)),
});
