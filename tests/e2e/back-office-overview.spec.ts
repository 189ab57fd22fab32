// The back office beyond the catalogue's dialogs (docs/back-office.md 2 and 4): the dashboard's counts
// and chart, Update Acoustic with the sync history and a run opened, and an owner kept out of
// every back-office path.
import { expect, test } from '@playwright/test';
import { ensureOwner, OWNER, signInWithForm } from './support/accounts.ts';
import { adminSession, apiJson, type Session, signedIn } from './support/catalogue.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { picture } from './support/pictures.ts';

const RUN = Date.now().toString(36);

let session: Session;

test.beforeAll(async ({ playwright }) => {
  session = await adminSession(playwright);
});

test.afterAll(async () => session?.api.dispose());

test.beforeEach(async ({ page }) => signedIn(page, session));

test('the dashboard shows the seven counts, linked, and the weekly chart', async ({ page }) => {
  // The counts the page itself was answered: the other worker's tests add and delete records meanwhile.
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/dashboard' && response.ok());
  await page.goto('/dashboard');
  const counts = (await (await answered).json()) as Record<string, number>;
  const tiles: [string, string, string][] = [
    ['Users', 'users', '/users'],
    ['Vehicles', 'vehicles', '/users'],
    ['Services waiting', 'services_waiting', '/vehicleservices'],
    ['Marketing Messages', 'messages', '/marketing'],
    ['Models', 'models', '/models'],
    ['Dealers', 'dealers', '/dealers'],
    ['Open recalls', 'open_recalls', '/recalls'],
  ];
  for (const [label, key, path] of tiles) {
    await expect(page.getByRole('link', { name: `${label} ${counts[key]}` })).toHaveAttribute('href', path);
  }
  await expect(
    page
      .getByRole('region', { name: /per week/ })
      .locator('[aria-hidden="true"]')
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(13);
  // The chart is hidden from screen readers (the table says the same), so no part of it may take focus.
  await expectNoSeriousViolations(page, 'the dashboard');
  await picture(page, 'catalogue-dashboard.png', { fullPage: true });
  await page.getByRole('link', { name: /^Models / }).click();
  await expect(page).toHaveURL(/\/models$/);
});

test('a tile whose count is the server’s estimate says "about"', async ({ page }) => {
  // This database is small: the answer is the server's own with the vehicles made a million and estimated, as on a large table.
  await page.route('**/api/dashboard', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), vehicles: 1_000_000, estimated: ['vehicles'] } });
  });
  await page.goto('/dashboard');
  const vehicles = page.getByRole('link', { name: 'Vehicles about 1,000,000' });
  await expect(vehicles).toContainText('about 1,000,000');
  await expect(page.getByRole('link', { name: /^Models \d/ })).not.toContainText('about');
  await picture(page, 'dashboard-estimate.png');
});

test('Update Acoustic says it is syncing, then the server’s answer, and the run is in the sync history', async ({ page }) => {
  // A colour of its own to publish: the colours test deletes its own.
  await apiJson(session.api, '/api/colours', { code: `SY${RUN}`, name: `Synced ${RUN}` });
  // Held back a moment, so the syncing state can be seen.
  await page.route('**/api/colours/sync', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto('/colours');
  await page.getByRole('button', { name: 'Update Acoustic' }).click();
  await expect(page.getByRole('button', { name: 'Syncing (this may take some time)...' })).toBeDisabled();
  await expect(page.getByRole('alert').filter({ hasText: /Published \d+ colours? to Acoustic\./ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Acoustic' })).toBeEnabled();

  // A platform that fails: the button returns to idle and a red notification says why.
  await page.unrouteAll();
  await page.route('**/api/colours/sync', (route) => route.fulfill({ status: 502, json: { message: 'Update Acoustic failed: the platform is down' } }));
  await page.getByRole('button', { name: 'Update Acoustic' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'the platform is down' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Acoustic' })).toBeEnabled();

  await page.goto('/synchistory');
  const newest = page.getByRole('row').nth(1);
  await expect(newest).toContainText('colours');
  await expect(newest).toContainText('Acoustic');
  await expect(newest).toContainText('succeeded');
  await expect(newest).toContainText(/Published \d+ colours? to Acoustic\./);

  // Opened, the run shows what the platform answered and each document that was sent.
  await newest.getByRole('button', { name: /^Open the sync of colours to Acoustic/ }).click();
  const run = page.getByRole('dialog', { name: 'colours to Acoustic' });
  await expect(run.getByRole('heading', { name: 'What Acoustic answered' })).toBeVisible();
  await expect(run).toContainText(/Published \d+ colours? to Acoustic\./);
  await expect(run).toContainText(/\d+ entr(y|ies) sent\./);
  const documents = run.getByRole('button', { name: /\(colours-\d+\)$/ });
  await expect(documents.first()).toBeVisible();
  await documents.first().click();
  await expect(run.locator('pre')).toContainText('"type": "C-Colours"');
  await picture(page, 'catalogue-sync-run.png');
});

test('an owner reaches no back-office path and ends at home', async ({ browser, request }) => {
  await ensureOwner(request);
  // A browser of its own: the other tests' pages start signed in as the administrator.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/adminlogin');
  await signInWithForm(page, OWNER);
  await page.waitForURL('**/home');
  for (const path of ['/colours', '/models', '/marketing', '/synchistory', '/costs', '/dashboard']) {
    await page.goto(path);
    await page.waitForURL('**/home');
  }
  await expect(page).toHaveURL(/\/home$/);
  await context.close();
});
