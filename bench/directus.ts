// Directus, the benchmark's peer: installed by the benchmark into a folder of its own (never the
// product's dependencies), with the Node 22 it needs from the npm package `node` and its
// isolated-vm rebuilt for that Node. It is bootstrapped against the bench's PostgreSQL database,
// the one our server uses (PGlite cannot serve it), where it serves every table with a primary
// key without registration, and started on a free loopback port with its cache and rate and
// pressure limits off, so that both sides answer every request from the database.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { freePort, startChild, waitUntil } from './processes.ts';
import { installedTool } from './tools.ts';

export const DIRECTUS_VERSION = '12.4.0';
export const DIRECTUS_NODE_VERSION = '22.23.3';
// Directus refuses an admin email at a reserved `.example` domain.
const ADMIN = { email: 'bench.admin@example.com', password: 'BenchAdmin#2026' };

export interface DirectusServer {
  origin: string;
  /** The administrator's access token. */
  token: string;
  stop(): Promise<void>;
}

/** The Node 22 that the `node` package fetched as its platform's package (bin/node, include/node), inside the Directus folder. */
const nodeHome = (folder: string) => join(folder, `node_modules/node/node_modules/node-${process.platform}-${process.arch}`);

/** The Directus folder, installed at the pinned versions when it is not there yet. */
export function installDirectus(): string {
  return installedTool('directus', [`directus@${DIRECTUS_VERSION}`, `node@${DIRECTUS_NODE_VERSION}`], (folder) =>
    // isolated-vm is a native module: built for the machine's Node, it would not load in Node 22.
    execFileSync('npm', ['rebuild', 'isolated-vm', `--nodedir=${nodeHome(folder)}`], {
      cwd: folder,
      env: { ...process.env, PATH: `${join(nodeHome(folder), 'bin')}:${process.env.PATH}` },
      stdio: 'inherit',
    }),
  );
}

/** Installs (once), bootstraps and starts Directus on `databaseUrl`; answers its origin and an administrator's token. */
export async function startDirectus(databaseUrl: string): Promise<DirectusServer> {
  const folder = installDirectus();
  const node = join(nodeHome(folder), 'bin/node');
  const cli = join(folder, 'node_modules/directus/cli.js');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DB_CLIENT: 'pg',
    DB_CONNECTION_STRING: databaseUrl,
    KEY: randomBytes(16).toString('hex'),
    SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: origin,
    CACHE_ENABLED: 'false',
    RATE_LIMITER_ENABLED: 'false',
    PRESSURE_LIMITER_ENABLED: 'false',
    ACCESS_TOKEN_TTL: '1d',
    TELEMETRY: 'false',
    LOG_LEVEL: 'warn',
    STORAGE_LOCAL_ROOT: join(folder, 'uploads'),
    EXTENSIONS_PATH: join(folder, 'extensions'),
  };
  const started = Date.now();
  execFileSync(node, [cli, 'bootstrap'], { cwd: folder, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const child = startChild(node, [cli, 'start'], { cwd: folder, env, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitUntil('Directus', child, async () => (await fetch(`${origin}/server/ping`)).ok, 180);
  const reply = await fetch(`${origin}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  const token = ((await reply.json()) as { data?: { access_token?: string } }).data?.access_token;
  if (!token) {
    await child.stop();
    throw new Error(`Directus sign-in failed: ${reply.status}`);
  }
  console.log(`  Directus ${DIRECTUS_VERSION} on Node ${DIRECTUS_NODE_VERSION}: bootstrapped and started in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return { origin, token, stop: child.stop };
}
