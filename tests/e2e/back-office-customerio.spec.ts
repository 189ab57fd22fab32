// Update Customer.io for real (docs/decisions.md "Systems outside ours"): a server of its own started
// with CUSTOMERIO_SITE_ID and CUSTOMERIO_API_KEY pointing at a Customer.io Track API on loopback
// (tests/support/fake-customerio.ts) that refuses one dealer in a 207. The button says it is
// syncing, then keeps the counts beside it; the run's Open dialog shows the 207 and the refused
// dealer with Customer.io's reason.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, type BrowserContext, expect, test } from '@playwright/test';
import { type FakeCustomerIo, startFakeCustomerIo } from '../support/fake-customerio.ts';
import { apiToken, E2E_ADMIN } from './support/accounts.ts';
import { openAsAdmin } from './support/admin-session.ts';
import { makeDealer } from './support/garage.ts';
import { freePort, type ServerProcess, startServer } from './support/server-process.ts';
import { picture } from './support/pictures.ts';

test.describe('Update Customer.io against Customer.io on loopback', () => {
  let fake: FakeCustomerIo;
  let server: ServerProcess;
  let dataDir: string;
  let context: BrowserContext;
  let request: APIRequestContext;
  let api: APIRequestContext;

  test.beforeAll(async ({ browser, playwright }) => {
    test.setTimeout(120_000);
    fake = await startFakeCustomerIo();
    dataDir = mkdtempSync(join(tmpdir(), 'mygwm-customerio-'));
    server = await startServer(join(import.meta.dirname, '..', '..'), await freePort(), {
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      CUSTOMERIO_SITE_ID: fake.siteId,
      CUSTOMERIO_API_KEY: fake.apiKey,
      CUSTOMERIO_URL: fake.url,
      SYNC_RETRY_MS: '50',
    });
    request = await playwright.request.newContext({ baseURL: server.baseURL });
    api = await playwright.request.newContext({ baseURL: server.baseURL, extraHTTPHeaders: { authorization: `Bearer ${await apiToken(request, E2E_ADMIN)}` } });
    context = await browser.newContext({ baseURL: server.baseURL });
  });

  test.afterAll(async () => {
    test.setTimeout(60_000);
    await context?.close();
    await api?.dispose();
    await request?.dispose();
    await server?.stop();
    await fake?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('a partial refusal: the counts beside the button, and the refused dealer with its reason in the run', async () => {
    await makeDealer(api, 'Penrith GWM');
    await makeDealer(api, 'Parramatta Haval');
    const refused = await makeDealer(api, 'Refused Motors');
    fake.refuseNames(/^Refused/);

    const page = await context.newPage();
    await openAsAdmin(page, request, '/dealers');
    await page.getByRole('button', { name: 'Update Customer.io' }).click();
    await expect(page.getByRole('status', { name: 'Update Customer.io: last push' })).toHaveText('2 accepted, 1 refused');
    await expect(page.getByRole('button', { name: 'Update Customer.io' })).toBeEnabled();
    await expect(page.getByRole('alert').filter({ hasText: 'Customer.io took 2 of the 3 items sent for 3 dealers; 1 refused' })).toBeVisible();

    // What Customer.io received: one batch, with the site id and key.
    const batches = fake.received.filter((r) => r.path === '/api/v2/batch');
    expect(batches).toHaveLength(1);
    expect((batches[0]!.body as { batch: unknown[] }).batch).toHaveLength(3);
    expect([...fake.objects.keys()]).toHaveLength(2);

    await page.goto('/synchistory');
    const newest = page.getByRole('row').nth(1);
    await expect(newest).toContainText('partial');
    await newest.getByRole('button', { name: /^Open the sync of dealers to Customer\.io/ }).click();
    const run = page.getByRole('dialog', { name: 'dealers to Customer.io' });
    await expect(run.getByRole('heading', { name: 'What Customer.io answered' })).toBeVisible();
    await expect(run.getByRole('table', { name: 'Calls to the platform' })).toContainText('POST /api/v2/batch (items 1-3 of 3)');
    await expect(run.getByRole('table', { name: 'Calls to the platform' })).toContainText('207: 1 of 3 refused');
    await expect(run.getByRole('heading', { name: 'Refused (1)' })).toBeVisible();
    await expect(run.getByRole('list', { name: 'Refused items' })).toHaveText(
      `dealers ${refused.id}: invalid: attributes.name: "Refused Motors" is not allowed`,
    );
    await picture(page, 'customerio-partial-run.png');
    await page.close();
  });
});
