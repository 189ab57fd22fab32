// README "Add an entity", followed for real: in a scratch copy of the repository, write one
// schema, run codegen, build and start; the new entity then has its table, its API and a
// working back-office screen with filters, export and bulk actions, with nothing else written.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN, signInWithForm } from './support/accounts.ts';
import { urlOfPort } from './support/ports.ts';
import { type ScratchRepo, scratchRepo } from './support/scratch-repo.ts';
import { freePort } from './support/server-process.ts';

const schema = {
  $id: 'warranty-claim',
  title: 'Warranty claim',
  description: 'A claim against the factory warranty, added by this test.',
  type: 'object',
  'x-title-field': 'claim_number',
  'x-default-sort': 'claim_number',
  properties: {
    claim_number: { type: 'string', title: 'Claim number', 'x-required': 'A claim number is required', 'x-search': true, 'x-list': true },
    vin: { type: 'string', title: 'VIN', 'x-list': true },
    amount: { type: 'integer', title: 'Amount', 'x-money': true, 'x-list': true },
    approved: { type: 'boolean', title: 'Approved', 'x-list': true },
  },
};

let repo: ScratchRepo;
let base: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Codegen and two production builds of a whole copy: minutes on a busy machine, not seconds.
  test.setTimeout(300_000);
  repo = scratchRepo();
  repo.write('schemas/entities/warranty-claim.json', `${JSON.stringify(schema, null, 2)}\n`);
  const written = repo.run('npm', ['run', '-s', 'codegen']);
  expect(written).toMatch(/server\/db\/migrations\/0\d+_\w+\.sql/);
  repo.run('npm', ['run', '-s', 'build']);
  const port = await freePort();
  base = urlOfPort(port);
  await repo.serve(port, { DEMO_DATA: '0', ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password });
});

test.afterAll(() => repo?.dispose());

test('the new entity has its API, with its required message', async ({ request }) => {
  const login = await request.post(`${base}/api/login`, { data: { username: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const refused = await request.post(`${base}/api/warrantyclaims`, { headers, data: {} });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).errors).toEqual({ claim_number: ['A claim number is required'] });
  const created = await request.post(`${base}/api/warrantyclaims`, { headers, data: { claim_number: 'WC-1001', amount: 45000 } });
  expect(created.status()).toBe(201);
  const found = await (await request.get(`${base}/api/warrantyclaims/search?q=1001`, { headers })).json();
  expect(found.map((c: { claim_number: string }) => c.claim_number)).toEqual(['WC-1001']);
});

test('the new entity has a working back-office screen', async ({ page }) => {
  await page.goto(`${base}/adminlogin`);
  await signInWithForm(page, E2E_ADMIN);
  await page.waitForURL('**/dashboard');
  await page.getByRole('link', { name: 'Warranty claims' }).click();
  await expect(page).toHaveURL(`${base}/warrantyclaims`);
  await expect(page.getByRole('cell', { name: 'WC-1001', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: '$450.00' })).toBeVisible();

  await page.getByRole('button', { name: /add a warranty claim/i }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create' }).click();
  const claimNumber = dialog.getByRole('textbox', { name: 'Claim number', exact: true });
  await expect(claimNumber).toHaveAccessibleDescription('A claim number is required');
  await claimNumber.fill('WC-2002');
  await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('99.50');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: 'WC-2002', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: '$99.50' })).toBeVisible();
});

test('the new entity’s list filters by column, exports what it shows and deletes ticked rows, with nothing written for it', async ({ page }) => {
  const login = await page.request.post(`${base}/api/login`, { data: { username: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  for (const claim of [
    { claim_number: 'WC-3003', approved: true, amount: 1200 },
    { claim_number: 'WC-4004', approved: false, amount: 3400 },
  ]) {
    expect((await page.request.post(`${base}/api/warrantyclaims`, { headers, data: claim })).status()).toBe(201);
  }
  await page.goto(`${base}/adminlogin`);
  await signInWithForm(page, E2E_ADMIN);
  await page.waitForURL('**/dashboard');
  await page.goto(`${base}/warrantyclaims`);
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(4);

  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const panel = page.getByRole('search', { name: 'Filter warranty claims' });
  await panel.getByRole('combobox', { name: 'Approved' }).click();
  await page.getByRole('option', { name: 'Yes', exact: true }).click();
  await panel.getByRole('button', { name: 'Apply filters' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('WC-3003');
  await expect(page).toHaveURL(/approved=true/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const exported = (await readFile((await (await download).path())!, 'utf8')).trimEnd().split('\r\n');
  expect(exported).toHaveLength(2);
  expect(exported[1]).toContain('WC-3003');

  await page.goto(`${base}/warrantyclaims`);
  await expect(rows).toHaveCount(4);
  await page.getByRole('checkbox', { name: 'Select WC-1001' }).check();
  await page.getByRole('checkbox', { name: 'Select WC-4004' }).check();
  await page.getByRole('toolbar', { name: 'Selected rows' }).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete 2 warranty claims?' });
  await confirm.getByRole('button', { name: 'Delete 2 warranty claims' }).click();
  await expect(confirm).toBeHidden();
  await expect(rows).toHaveCount(2);
  const left = await (await page.request.get(`${base}/api/warrantyclaims?per_page=-1`, { headers })).json();
  expect(left.data.map((c: { claim_number: string }) => c.claim_number).sort()).toEqual(['WC-2002', 'WC-3003']);
});
