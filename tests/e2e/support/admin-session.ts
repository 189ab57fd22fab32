// An administrator for the back-office browser tests: API calls with the admin's token to set up
// known data, and a browser signed in with the same token (sign-in itself is covered elsewhere).
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiToken, E2E_ADMIN } from './accounts.ts';

export interface AdminApi {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, data: unknown, status?: number): Promise<T>;
}

export async function adminApi(request: APIRequestContext): Promise<AdminApi> {
  const headers = { authorization: `Bearer ${await apiToken(request, E2E_ADMIN)}` };
  return {
    async get<T>(path: string) {
      const response = await request.get(path, { headers });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()) as T;
    },
    async post<T>(path: string, data: unknown, status = 201) {
      const response = await request.post(path, { headers, data });
      expect(response.status(), await response.text()).toBe(status);
      return (await response.json()) as T;
    },
  };
}

/** Opens the back office at `path` as the administrator, the token put where sign-in keeps it. */
export async function openAsAdmin(page: Page, request: APIRequestContext, path: string): Promise<void> {
  const token = await apiToken(request, E2E_ADMIN);
  await page.addInitScript((value) => window.localStorage.setItem('access_token', value), token);
  await page.goto(path);
}

/** A name no other test or run has used, so a test finds only its own rows. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
