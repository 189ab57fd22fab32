// The signed-in owner in the owner app (docs/owner-app.md 2.5, 2.16, 4): the owner's bar and user
// menu on a desktop and a phone, by mouse and keyboard; Log Out even when the server cannot be
// told; a token dropped or no longer valid; a user check the server fails, the owner kept signed
// in; the navigation guard between visitor, owner and administrator pages; and each route's title.
import { expect, type Page, test } from '@playwright/test';
import { apiToken, E2E_ADMIN, ensureOwner, OWNER, signInToGarage, signInWithForm } from './support/accounts.ts';
import { picture } from './support/pictures.ts';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('access_token'));

test.beforeAll(async ({ request }) => {
  await ensureOwner(request);
});

test('Log Out ends the session even when the server cannot be told', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInToGarage(page, OWNER);
  let calls = 0;
  await page.route('**/api/logout', (route) => {
    calls += 1;
    return route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service unavailable"}' });
  });
  await page.getByRole('button', { name: OWNER.firstname }).click();
  await page.getByRole('link', { name: 'Log Out' }).click();
  await page.waitForURL('**/adminlogin');
  expect(calls).toBe(1);
  expect(await storedToken(page)).toBeNull();
  await expect(page.getByRole('button', { name: OWNER.firstname })).toHaveCount(0);
  await page.goto('/home');
  await page.waitForURL('**/adminlogin');
});

test('a token dropped or no longer valid sends the next navigation to sign in, the token gone', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInToGarage(page, OWNER);
  const bar = page.getByRole('navigation', { name: 'My GWM' });
  await page.evaluate(() => localStorage.removeItem('access_token'));
  await bar.getByRole('link', { name: 'How to videos' }).click();
  await page.waitForURL('**/adminlogin');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await signInWithForm(page, OWNER);
  await page.waitForURL('**/home');
  await page.evaluate(() => localStorage.setItem('access_token', 'no-such-token'));
  await bar.getByRole('link', { name: 'Book Service' }).click();
  await page.waitForURL('**/adminlogin');
  expect(await storedToken(page)).toBeNull();
  await expect(page.getByRole('navigation', { name: 'My GWM' })).toHaveCount(0);
});

test('a server failing to answer who is signed in keeps the owner signed in: the page says why, and Try again opens it', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInToGarage(page, OWNER);
  const token = await storedToken(page);
  await page.route('**/api/user', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service unavailable"}' }));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'We could not open this page' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Service unavailable');
  expect(await storedToken(page)).toBe(token);
  await page.unroute('**/api/user');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${OWNER.firstname.toUpperCase()} GARAGE` })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});

test('visitor pages send a signed-in owner home; owner pages send an administrator to the dashboard', async ({ page, request }) => {
  await signInToGarage(page, OWNER);
  for (const path of ['/adminlogin', '/register', '/']) {
    await page.goto(path);
    await page.waitForURL('**/home');
  }
  await page.evaluate(async (token) => localStorage.setItem('access_token', token), await apiToken(request, E2E_ADMIN));
  await page.goto('/how-to-videos');
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('each route has its title, and the product’s name alone by default', async ({ page }) => {
  for (const [path, title] of [
    ['/', 'myGWM'],
    ['/adminlogin', 'Sign in | myGWM'],
    ['/no-such-page', 'Page not found | myGWM'],
  ]) {
    await page.goto(path!);
    await expect(page).toHaveTitle(title!);
  }
  await signInToGarage(page, OWNER);
  await expect(page).toHaveTitle('Garage | myGWM');
  const bar = page.getByRole('navigation', { name: 'My GWM' });
  for (const [link, title] of [
    ['How to videos', 'How to videos | myGWM'],
    ['Dealers', 'Change dealer | myGWM'],
    ['Garage', 'Garage | myGWM'],
  ]) {
    await bar.getByRole('link', { name: link }).click();
    await expect(page).toHaveTitle(title!);
  }
});

test('the owner bar on a desktop, and the user menu under the first name', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInToGarage(page, OWNER);
  const bar = page.getByRole('navigation', { name: 'My GWM' });
  await expect(bar.getByRole('link')).toHaveText(['Garage', 'Dealers', 'Book Service', 'How to videos']);
  await expect(bar.getByRole('link', { name: 'Garage' })).toHaveAttribute('aria-current', 'page');
  // Olive has no dealer yet: Dealers leads to choosing one.
  await expect(bar.getByRole('link', { name: 'Dealers' })).toHaveAttribute('href', '/changemydealer');
  await bar.getByRole('link', { name: 'Book Service' }).click();
  await expect(page).toHaveURL(/\/book\/service$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book a Service' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Book Service' })).toHaveAttribute('aria-current', 'page');

  const button = page.getByRole('button', { name: OWNER.firstname });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await expect(panel.getByText('OLIVE OWNER', { exact: true })).toBeVisible();
  await expect(panel.getByRole('link')).toHaveText(['Account Details', 'Log Out']);
  await picture(page, 'frame-user-menu-1280.png');

  // By keyboard: Escape closes and gives focus back; Tab goes into the menu.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name: 'Account Details' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/myaccount$/);
  await expect(panel).toBeHidden();
});

test('on a phone the owner bar’s items are in the user menu', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInToGarage(page, OWNER);
  await expect(page.getByRole('navigation', { name: 'My GWM' })).toBeHidden();
  const button = page.getByRole('button', { name: OWNER.firstname });
  await button.click();
  const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await expect(panel.getByRole('link')).toHaveText(['Garage', 'Dealers', 'Book Service', 'How to videos', 'Account Details', 'Log Out']);
  await expect(panel.getByRole('link', { name: 'Dealers' })).toHaveAttribute('href', '/changemydealer');
  await picture(page, 'frame-user-menu-375.png');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await panel.getByRole('link', { name: 'How to videos' }).click();
  await expect(page).toHaveURL(/\/how-to-videos$/);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { name: 'How to videos' })).toBeVisible();
});
