// The accounts the browser tests sign in with, and the API calls that prepare them.
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export interface Account {
  email: string;
  password: string;
}

/** Made by the server at start from ADMIN_EMAIL and ADMIN_PASSWORD (see playwright.config.ts). */
export const E2E_ADMIN: Account = { email: 'e2e-admin@example.com', password: 'e2e-password-1' };

export const OWNER = { firstname: 'Olive', lastname: 'Owner', email: 'olive@example.com', password: 'owner-password-1' };

export async function apiToken(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post('/api/login', { data: { username: account.email, password: account.password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Creates the owner through the administrator's API; a second run finds them already there. */
export async function ensureOwner(request: APIRequestContext): Promise<void> {
  const token = await apiToken(request, E2E_ADMIN);
  const response = await request.post('/api/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { ...OWNER, consent: true },
  });
  const body = await response.text();
  if (response.status() === 422 && body.includes('already in use')) return;
  expect(response.status(), body).toBe(201);
}

/** Fills and sends the sign-in form on whatever page is open at /adminlogin. */
export async function signInWithForm(page: Page, account: Account): Promise<void> {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs an owner in through the form and waits for their garage. */
export async function signInToGarage(page: Page, account: Account): Promise<void> {
  await page.goto('/adminlogin');
  await signInWithForm(page, account);
  await page.waitForURL('**/home');
}
