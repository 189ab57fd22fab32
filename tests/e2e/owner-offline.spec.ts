// The owner app installs and keeps working without a network: its page links the web app
// manifest, its service worker registers and takes the page over, and with the network gone a
// reload still shows the sign-in page (the shell from the worker's cache) with a notice that the
// owner is offline, and signing in says so instead of failing; back online, the notice goes. A
// signed-in owner reloading offline stays signed in; only a token the server refuses signs out. A
// page whose code cannot be fetched says so rather than leaving the app blank.
import { expect, type Page, test } from '@playwright/test';
import { ensureOwner, OWNER, signInToGarage, signInWithForm } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { shootAtBothWidths } from './support/screens.ts';

test.use({ serviceWorkers: 'allow' });

test('the owner app links its manifest, registers its service worker, and offline still shows the sign-in page and says it is offline', async ({
  page,
  context,
}) => {
  await page.goto('/adminlogin');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await page.request.get(href!);
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(await manifest.json()).toMatchObject({ name: 'myGWM', display: 'standalone', start_url: '/home' });
  for (const icon of (await manifest.json()).icons as { src: string }[]) expect((await page.request.get(icon.src)).status(), icon.src).toBe(200);

  // Installed, then in charge of the page (it claims the pages open when it starts).
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js'));

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(/^You are offline\./);
    await signInWithForm(page, { email: OWNER.email, password: OWNER.password });
    await expect(page.getByRole('alert')).toHaveText('You are offline. Please check your connection and try again.');
    await expect(page).toHaveURL(/\/adminlogin$/);
  } finally {
    await context.setOffline(false);
  }
  await expect(page.getByRole('status')).toHaveCount(0);
});

test('offline, a page is the app’s own shell: a file or an API answer opened as a page before is never kept in its place', async ({ page, context }) => {
  await page.goto('/adminlogin');
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js'));
  const shell = await (await page.request.get('/index.html')).text();

  // Opened as pages through the worker, as a link or a typed address would open them.
  for (const path of ['/manifest.webmanifest', '/api/settings']) {
    const answer = await page.goto(path);
    expect(answer?.ok(), path).toBe(true);
  }
  expect(await page.evaluate(async () => (await (await caches.match('/index.html'))?.text()) ?? null)).toBe(shell);

  await context.setOffline(true);
  try {
    await page.goto('/adminlogin');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(/^You are offline\./);
  } finally {
    await context.setOffline(false);
  }
});

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('access_token'));

test('an owner reloading offline stays signed in and is told why the page waits; back online it opens; a refused token still signs out', async ({
  page,
  context,
  request,
}) => {
  await ensureOwner(request);
  await page.setViewportSize({ width: 375, height: 812 });
  await signInToGarage(page, OWNER);
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js'));
  const token = await storedToken(page);
  const garage = page.getByRole('heading', { level: 1, name: `${OWNER.firstname.toUpperCase()} GARAGE` });

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'We could not open this page' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('You are offline. Please check your connection and try again.');
    await expect(page.getByText('You are still signed in.')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    expect(await storedToken(page)).toBe(token);
    await expectNoSeriousViolations(page, 'an owner page offline');
    await shootAtBothWidths(page, 'owner-offline-signed-in');
    // Trying again without a network changes nothing, and still keeps the token.
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert')).toHaveText('You are offline. Please check your connection and try again.');
    expect(await storedToken(page)).toBe(token);
  } finally {
    await context.setOffline(false);
  }
  // Back online the page checks again by itself: the garage, the owner's name in the header.
  await expect(garage).toBeVisible();
  await expect(page.getByRole('button', { name: OWNER.firstname })).toBeVisible();
  expect(await storedToken(page)).toBe(token);

  await page.evaluate(() => localStorage.setItem('access_token', 'no-such-token'));
  await page.reload();
  await page.waitForURL('**/adminlogin');
  expect(await storedToken(page)).toBeNull();
});

test.describe('without the service worker, which would answer for the network', () => {
  test.use({ serviceWorkers: 'block' });

  test('a page whose code does not come says so, and Try again opens it once it does', async ({ page }) => {
    await ensureOwner(page.request);
    await signInToGarage(page, OWNER);
    await page.route('**/assets/videos-page-*.js', (route) => route.abort('internetdisconnected'));
    await page.getByRole('navigation').getByRole('link', { name: 'How to videos' }).first().click();
    await expect(page.getByText('This page could not be loaded. Check your connection and try again.')).toBeVisible();

    await page.unroute('**/assets/videos-page-*.js');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/how-to-videos$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('This page could not be loaded')).toHaveCount(0);
  });
});
