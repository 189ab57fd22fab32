// The site the first-load figures and Lighthouse measure: the build (`npm run build` makes it)
// served with the demo data from a throwaway data folder on a free port, and the tokens of its
// demo owner and administrator, as sign-in would give them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_ACCOUNTS } from '../server/seed/demo-access.ts';
import { freePort, startServer } from '../tests/e2e/support/server-process.ts';

const ROOT = resolve(import.meta.dirname, '..');

export interface DemoTokens {
  owner: string;
  admin: string;
}

/** Runs `use` with the demo site's address, then stops the server and removes its data folder. */
export async function withDemoSite<T>(use: (baseURL: string) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mygwm-first-load-'));
  try {
    const server = await startServer(ROOT, await freePort(), { DATA_DIR: dataDir, DEMO_DATA: '1' });
    try {
      return await use(server.baseURL);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function tokenOf(baseURL: string, role: 'USER' | 'ADMIN'): Promise<string> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role)!;
  const response = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`The demo ${role} could not sign in: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export const demoTokens = async (baseURL: string): Promise<DemoTokens> => ({ owner: await tokenOf(baseURL, 'USER'), admin: await tokenOf(baseURL, 'ADMIN') });
