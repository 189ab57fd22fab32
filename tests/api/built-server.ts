// The server as users run it (`npm start`: bundled by server/build.ts, then plain node), as a
// child process, for the tests of the process itself (a kill, a stop): built once per test worker
// into .tmp/server-builds/<pid> (inside the project, so its packages resolve from node_modules).
// Its database is a data folder of its own on PGlite, or on TEST_DATABASE_URL's server a new
// database copied from the run's template; the test opens it itself once the process is gone.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';
import { buildServer } from '../../server/build.ts';
import { type Database, openDatabase } from '../../server/db/connect.ts';
import { freePort } from '../e2e/support/server-process.ts';
import { type ServerChild, startServerChild } from '../support/server-child.ts';
import { newDatabaseName, onServer, urlOfDatabase } from './template-database.ts';

const ROOT = resolve(import.meta.dirname, '../..');

const BUILDS = join(ROOT, '.tmp', 'server-builds');
let built: Promise<string> | undefined;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** This worker's build, made on first use; the builds of workers that have ended go then (a worker is ended without its exit handlers). */
export function builtServer(): Promise<string> {
  for (const pid of existsSync(BUILDS) ? readdirSync(BUILDS) : []) if (!alive(Number(pid))) rmSync(join(BUILDS, pid), { recursive: true, force: true });
  built ??= buildServer(join(BUILDS, String(process.pid)));
  return built;
}

export interface ChildDatabase {
  /** DATA_DIR and, on PostgreSQL, DATABASE_URL for the child. */
  env: Record<string, string>;
  /** The child's database, opened by the test (on PGlite only once the child has let go of it). */
  open(): Promise<Database>;
  remove(): Promise<void>;
}

export async function childDatabase(prefix: string): Promise<ChildDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const serverUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  if (serverUrl) {
    const name = newDatabaseName(prefix.replace(/-/g, '_'));
    await onServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase').source}`);
    databaseUrl = urlOfDatabase(serverUrl, name);
  }
  return {
    env: { DATA_DIR: dataDir, ...(databaseUrl && { DATABASE_URL: databaseUrl }) },
    open: () => openDatabase({ databaseUrl, dataDir }),
    async remove() {
      if (serverUrl && databaseUrl) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts this worker's build with `env` (its database among it) on a free port and waits until it is ready. */
export async function startBuiltServer(env: Record<string, string>): Promise<ServerChild> {
  return startServerChild(await builtServer(), await freePort(), env);
}

/** The Authorization header of the account signed in with `email` and `password`. */
export async function signIn(base: string, { email, password }: { email: string; password: string }): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  return { authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` };
}
