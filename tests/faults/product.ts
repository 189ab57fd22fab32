// What the fault runs share: the product started as its own process on the faults port, with
// the faults administrator, and signing in to it.
import { type ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
export const PG_SCRIPT = join(ROOT, 'tests/support/postgres.sh');
export const ADMIN = { email: 'faults.admin@mygwm.example', password: 'faults-password-1' };
const PORT = Number(process.env.FAULTS_PORT || 3915);

export interface Product {
  child: ChildProcess;
  base: string;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The built server (`npm run faults` builds it first) run by node alone, so SIGKILL reaches the server itself. */
export async function startProduct(env: Record<string, string>): Promise<Product> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      DEMO_DATA: '0',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${PORT}`;
  for (const deadline = Date.now() + 90_000; Date.now() < deadline; await sleep(200)) {
    if (child.exitCode !== null) throw new Error(`the server exited at start (${child.exitCode})`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, base };
  }
  throw new Error('the server did not answer its health check within 90 s');
}

export async function signIn(base: string, { email, password } = ADMIN): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}
