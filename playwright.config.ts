// Browser tests against the built front ends, served by the real server: one on a fresh database,
// one on the demo data (for the screens whose records only an upload makes), each started once per
// run. Run `npm run build` first: the config serves dist/ (the front ends and the built server), it does not build it.
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN } from './tests/e2e/support/accounts.ts';
import { DEMO_PORT, E2E_PORT, urlOfPort } from './tests/e2e/support/ports.ts';

const BASE_URL = urlOfPort(E2E_PORT);

/** The product's server on `port`, with the e2e administrator. */
function server(port: number, demoData: boolean) {
  // Removed by the server command rather than here: this file is loaded again by every worker,
  // while the server is already using the folder.
  const dataDir = `.tmp/e2e-${demoData ? 'demo' : 'data'}-${port}`;
  return {
    command: `rm -rf ${dataDir} && exec node dist/server/main.js`,
    url: `${urlOfPort(port)}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: demoData ? '1' : '0',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
    },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Two files at a time (each test names its own records); the tests of one file run in order.
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    // Transitions off, as for a person who asks for less motion: nothing waits for a dialog to slide in.
    contextOptions: { reducedMotion: 'reduce' },
    // A request that passes through the owner app's service worker escapes page.route(): tests
    // run without it, but for those about the worker itself (owner-offline, delivery-transfer).
    serviceWorkers: 'block',
    // Recording a trace costs every test a sixth of its time; CI's machine is gone after the run,
    // so there no trace would be read.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's chromium (tests/support/chromium.sh): Playwright's download cannot work here.
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [server(E2E_PORT, false), server(DEMO_PORT, true)],
});
