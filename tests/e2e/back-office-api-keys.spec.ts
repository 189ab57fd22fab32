// The API Keys screen (docs/back-office.md, API keys; sections 4 and 5): a key made in the browser is
// shown once, signs in with role API and is listed; the name is required; a deleted key no longer
// signs in; the list's empty and failure states; the screen on a phone.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { openAsAdmin, unique } from './support/admin-session.ts';
import { picture } from './support/pictures.ts';

const PATH = '/apiusers';

interface NewKey {
  username: string;
  key: string;
}

/** Opens the add dialog, checks the required message, creates a key and reads it from the dialog. */
async function createKey(page: Page, name: string, description?: string): Promise<NewKey> {
  await page.getByRole('button', { name: '+ Add an API key' }).click();
  const form = page.getByRole('dialog', { name: 'Add an API key' });
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('A name is required')).toBeVisible();
  await expect(form.getByLabel('Application Name')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Application Name').fill(name);
  await expect(form.getByText('A name is required')).toHaveCount(0);
  if (description) await form.getByLabel('Description').fill(description);
  await form.getByRole('button', { name: 'Create' }).click();

  const shown = page.getByRole('dialog', { name: 'API key created' });
  await expect(shown.getByText('it is not shown again')).toBeVisible();
  const username = await shown.getByRole('textbox', { name: 'API Username' }).inputValue();
  const key = await shown.getByRole('textbox', { name: 'API Key' }).inputValue();
  expect(username).toMatch(/^[a-z0-9]{10}@[a-z0-9]{20}\.[a-z0-9]{10}$/);
  expect(key).toHaveLength(30);
  return { username, key };
}

/** Presses Done and checks the secret is gone from the page, its inputs included. */
async function done(page: Page, key: string) {
  await page.getByRole('dialog', { name: 'API key created' }).getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.content()).not.toContain(key);
  const values = await page.locator('input, textarea').evaluateAll((fields) => fields.map((f) => (f as HTMLInputElement).value));
  expect(values.join(' ')).not.toContain(key);
}

const signIn = (request: APIRequestContext, { username, key }: NewKey) => request.post('/api/login', { data: { username, password: key } });

test('a key made in the browser is shown once, signs in with role API, and stops once deleted', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openAsAdmin(page, request, PATH);
  await expect(page.getByRole('heading', { name: 'API Keys' })).toBeVisible();
  const name = unique('Dealer website');
  const made = await createKey(page, name, 'Stock feed');

  const shown = page.getByRole('dialog', { name: 'API key created' });
  await shown.getByRole('button', { name: 'Copy the API Key' }).click();
  await expect(shown.getByRole('button', { name: 'API Key copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(made.key);
  await picture(page, 'api-keys-shown-1280.png');
  await done(page, made.key);

  const login = await signIn(request, made);
  expect(login.status(), await login.text()).toBe(200);
  const { access_token: token, role } = (await login.json()) as { access_token: string; role: string };
  expect(role).toBe('API');
  const me = await request.get('/api/user', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { data: { role: string; email: string } }).data).toMatchObject({ role: 'API', email: made.username });

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: made.username })).toBeVisible();
  await picture(page, 'api-keys-list-1280.png', { fullPage: true });

  await row.getByRole('button', { name: `Delete the API key of ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this API key?' });
  await expect(confirm).toContainText(`Delete the API key of ${name}? Programs that use it stop working.`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`“${name}” was deleted.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await signIn(request, made)).status()).toBe(401);
});

test('on a phone the list and the key shown once fit the screen', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openAsAdmin(page, request, PATH);
  const made = await createKey(page, unique('Phone app'));
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fits()).toBe(true);
  await picture(page, 'api-keys-shown-375.png');
  await done(page, made.key);
  await expect(page.getByRole('row').filter({ hasText: made.username })).toHaveCount(1);
  expect(await fits()).toBe(true);
  await picture(page, 'api-keys-list-375.png', { fullPage: true });
});

test('the list says when there is no key yet, and why it could not be loaded', async ({ page, request }) => {
  let answer = { status: 200, body: '[]' };
  await page.route('**/api/users/api', (route) => route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }));
  await openAsAdmin(page, request, PATH);
  await expect(page.getByText('No API keys yet')).toBeVisible();

  answer = { status: 500, body: JSON.stringify({ message: 'The database is not answering.' }) };
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'We could not load' })).toContainText('The database is not answering.');
});
