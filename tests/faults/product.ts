// What the fault runs share: the product started as its own process on the faults port, with
// the faults administrator, and signing in to it.
import { join, resolve } from 'node:path';
import { type ServerChild, startServerChild } from '../support/server-child.ts';

export const ROOT = resolve(import.meta.dirname, '../..');
export const PG_SCRIPT = join(ROOT, 'tests/support/postgres.sh');
export const ADMIN = { email: 'faults.admin@mygwm.example', password: 'faults-password-1' };
const PORT = Number(process.env.FAULTS_PORT || 3915);

export type Product = ServerChild;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The built server (`npm run faults` builds it first) on the faults port, with the faults administrator. */
export function startProduct(env: Record<string, string>, port = PORT): Promise<Product> {
  return startServerChild('dist/server/main.js', port, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env });
}

export async function signIn(base: string, { email, password } = ADMIN): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}
