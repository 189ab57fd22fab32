// Sign-in and sign-out across the two bundles (docs/owner-app.md 2.3, 2.4, 4; docs/decisions.md).
import { expect, type Page, test } from '@playwright/test';
import { apiToken, E2E_ADMIN, ensureOwner, OWNER, signInWithForm } from './support/accounts.ts';
import { picture } from './support/pictures.ts';

const loginCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/login') calls.push(request.method());
  });
  return calls;
};

test.beforeAll(async ({ request }) => {
  await ensureOwner(request);
});

test('an empty form shows both required messages and sends nothing', async ({ page }) => {
  const calls = loginCalls(page);
  await page.goto('/adminlogin');
  await expect(page).toHaveTitle('Sign in | myGWM');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Password').press('Enter');

  const email = page.getByLabel('Email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Email field is required');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Password field is required');
  await expect(email).toBeFocused();

  // A fixed field clears its own message while the other stays.
  await email.fill('someone@example.com');
  await expect(page.getByText('Email field is required')).toHaveCount(0);
  await expect(page.getByText('Password field is required')).toBeVisible();
  expect(calls).toEqual([]);
});

test('a wrong password shows the server message in red', async ({ page }) => {
  await page.goto('/adminlogin');
  await signInWithForm(page, { email: E2E_ADMIN.email, password: 'not-the-password' });
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('These credentials do not match our records.');
  await expect(alert).toHaveCSS('color', 'rgb(200, 16, 46)');
  await expect(page).toHaveURL(/\/adminlogin$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
});

test('the page offers a forgotten password and a new account', async ({ page }) => {
  await page.goto('/adminlogin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
  await expect(page.getByText('OR', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'I forgot my password' }).click();
  await expect(page).toHaveURL(/\/forgotpassword$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('field errors from the server are shown one to a line, in red', async ({ page }) => {
  const errors = { username: ['This email is not known here.'], password: ['This password has expired.'] };
  await page.route('**/api/login', (route) =>
    route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ message: 'The given data was invalid.', errors }) }),
  );
  await page.goto('/adminlogin');
  await signInWithForm(page, OWNER);
  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible();
  expect(await alert.innerText()).toBe(`${errors.username[0]}\n${errors.password[0]}`);
  await expect(alert).toHaveCSS('color', 'rgb(200, 16, 46)');
  await expect(page).toHaveURL(/\/adminlogin$/);
});

test('the administrator lands on the back office dashboard, which survives a reload and logout ends', async ({ page }) => {
  await page.goto('/adminlogin');
  await signInWithForm(page, E2E_ADMIN);
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(E2E_ADMIN.email)).toBeVisible();
  // The page comes from the admin bundle, not the owner app.
  await expect(page.locator('script[src^="/admin/"]').first()).toBeAttached();
  await expect(page.locator('script[src]:not([src^="/admin/"])')).toHaveCount(0);

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(E2E_ADMIN.email)).toBeVisible();

  // A signed-in administrator on a visitor page lands back on the dashboard.
  await page.goto('/adminlogin');
  await page.waitForURL('**/dashboard');
  await expect(page.getByText(E2E_ADMIN.email)).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/adminlogin');
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  await page.goto('/dashboard');
  await page.waitForURL('**/adminlogin');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('an owner lands on their garage and is kept out of the back office', async ({ page }) => {
  await page.goto('/adminlogin');
  await signInWithForm(page, OWNER);
  await page.waitForURL('**/home');
  await expect(page.getByRole('heading', { name: 'OLIVE GARAGE' })).toBeVisible();
  await expect(page).toHaveTitle('Garage | myGWM');

  await page.goto('/dashboard');
  await page.waitForURL('**/home');
  await expect(page.getByRole('heading', { name: 'OLIVE GARAGE' })).toBeVisible();

  // Visitor-only pages send a signed-in owner home.
  await page.goto('/adminlogin');
  await page.waitForURL('**/home');
});

test('/logout ends the session on the server and in the browser', async ({ page }) => {
  await page.goto('/adminlogin');
  await signInWithForm(page, OWNER);
  await page.waitForURL('**/home');
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(token).toBeTruthy();

  await page.goto('/logout');
  await page.waitForURL('**/adminlogin');
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  const user = await page.request.get('/api/user', { headers: { authorization: `Bearer ${token}` } });
  expect(user.status()).toBe(401);

  await page.goto('/home');
  await page.waitForURL('**/adminlogin');
});

test('a stale token is destroyed and the user sent to sign in', async ({ page, request }) => {
  const token = await apiToken(request, OWNER);
  await request.post('/api/logout', { headers: { authorization: `Bearer ${token}` } });
  await page.goto('/adminlogin');
  await page.evaluate((value) => localStorage.setItem('access_token', value), token);

  await page.goto('/myaccount');
  await page.waitForURL('**/adminlogin');
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});

for (const width of [375, 1280]) {
  test(`the sign-in page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/adminlogin');
    await expect(page.getByRole('link', { name: 'Create my account' })).toBeVisible();
    await picture(page, `sign-in-${width}.png`, { fullPage: true });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Password field is required')).toBeVisible();
    await picture(page, `sign-in-${width}-errors.png`, { fullPage: true });
    // Nothing spills sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
