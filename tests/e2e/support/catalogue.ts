// What the catalogue browser tests share: an API context signed in once per file, the
// dialog's fields by their labels, and the create → edit → delete round of a generic screen.
import { type APIRequestContext, expect, type Locator, type Page, type PlaywrightWorkerArgs, test } from '@playwright/test';
import { apiToken, E2E_ADMIN } from './accounts.ts';

export interface Session {
  token: string;
  api: APIRequestContext;
}

/** Signs the administrator in once and keeps an API context with the token for the whole file. */
export async function adminSession(playwright: PlaywrightWorkerArgs['playwright']): Promise<Session> {
  const baseURL = test.info().project.use.baseURL;
  const anonymous = await playwright.request.newContext({ baseURL });
  const token = await apiToken(anonymous, E2E_ADMIN);
  await anonymous.dispose();
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  return { token, api };
}

/** The browser starts every page with the administrator's token where sign-in keeps it. */
export const signedIn = (page: Page, session: Session) => page.addInitScript((token) => window.localStorage.setItem('access_token', token), session.token);

export async function apiJson<T>(api: APIRequestContext, path: string, data?: unknown): Promise<T> {
  const response = data === undefined ? await api.get(path) : await api.post(path, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

export const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/** Picks an option of a select or multi-select; the dropdown lives outside the dialog. */
export async function choose(scope: Locator, label: string, ...options: string[]) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  for (const option of options) await scope.page().getByRole('option', { name: option, exact: true }).click();
  // Closes the dropdown without Escape, which would close the dialog too.
  await scope.getByRole('heading').first().click();
}

/** The row of a list that shows this text. */
export const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

export interface CrudCase {
  path: string;
  /** "colour", "marketing message": as the screen's buttons and titles say it. */
  singular: string;
  /** Each required field ([role, label]) and the message an empty form shows under it. */
  required: [role: 'textbox' | 'combobox', label: string, message: string][];
  /** Fills a valid record whose title (dialog, buttons, confirmation) will be `name`. */
  fill: (dialog: Locator, name: string) => Promise<void>;
  /** Changes the record so that its title becomes `name`. */
  rename: (dialog: Locator, name: string) => Promise<void>;
  names: [created: string, renamed: string];
  /** What the record's row shows of its title, when the row does not show the title as it is (a model). */
  listed?: (name: string) => string;
  /** Checks to run on the created record, in the list or through the API. */
  afterCreate?: (page: Page, name: string) => Promise<void>;
}

const article = (noun: string) => (/^[aeiou]/i.test(noun) ? 'an' : 'a');

/** Add (after the empty form's messages), see it listed, edit it, see the change, delete it after confirming. */
export async function createEditDelete(page: Page, c: CrudCase) {
  const [created, renamed] = c.names;
  const listed = c.listed ?? ((name: string) => name);
  await page.goto(c.path);
  // The first of the two while the list is empty (the empty state offers it too).
  await page
    .getByRole('button', { name: `+ Add ${article(c.singular)} ${c.singular}` })
    .first()
    .click();
  const add = page.getByRole('dialog', { name: `Add ${article(c.singular)} ${c.singular}` });
  // An empty form is refused field by field (a form without required fields would be saved).
  if (c.required.length) await add.getByRole('button', { name: 'Create' }).click();
  for (const [role, label, message] of c.required) {
    await expect(add.getByRole(role, { name: label, exact: true })).toHaveAccessibleDescription(message);
  }
  await c.fill(add, created);
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: `“${created}” was added` })).toBeVisible();
  await expect(rowOf(page, listed(created))).toHaveCount(1);
  await c.afterCreate?.(page, created);

  await page.getByRole('button', { name: `Edit ${created}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${created}` });
  await c.rename(edit, renamed);
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, listed(renamed))).toHaveCount(1);

  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete this ${c.singular}?` });
  await expect(confirm).toContainText(renamed);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(rowOf(page, listed(renamed))).toHaveCount(0);
}

/** A rename that types the new title into one text field. */
export const renameText = (label: string) => (dialog: Locator, name: string) => textbox(dialog, label).fill(name);
