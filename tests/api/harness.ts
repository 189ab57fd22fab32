// Builds the API for one test file on a database of its own, a copy of the run's template
// (template-database.ts): in-memory PGlite by default, or a new database on the PostgreSQL server
// named by TEST_DATABASE_URL (dropped afterwards). Gives signed-in callers for each role and calls
// the API through inject, with no port.
import { readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { type Config, loadConfig } from '../../server/core/config.ts';
import { type Database, openDatabase } from '../../server/db/connect.ts';
import type { FileStore } from '../../server/platform/files/store.ts';
import { type SignedInCaller, newDatabaseName, onServer, urlOfDatabase } from './template-database.ts';

export { PASSWORD } from './template-database.ts';

export type Caller = SignedInCaller | 'visitor';

/**
 * An injected response as the tests read it: the status and the JSON body (or the text when it is not
 * JSON). Every 429 and 503 any test meets must say when to come back: a Retry-After in whole seconds.
 */
export function replyOf(response: { statusCode: number; headers: Record<string, unknown>; body: string; json(): unknown }): Reply {
  const retryAfter = response.headers['retry-after'];
  if ((response.statusCode === 429 || response.statusCode === 503) && !/^[1-9]\d*$/.test(String(retryAfter))) {
    throw new Error(`A ${response.statusCode} without Retry-After in whole seconds (${String(retryAfter)}): ${response.body}`);
  }
  try {
    return { status: response.statusCode, body: response.json() };
  } catch {
    return { status: response.statusCode, body: response.body };
  }
}

export interface Reply {
  status: number;
  body: any;
}

export interface TestApi {
  app: FastifyInstance;
  kind: Database['kind'];
  /** The test's database on the PostgreSQL server, for a second server of its own (none on PGlite). */
  databaseUrl?: string;
  /** Ids of the users behind each caller. */
  ids: Record<Exclude<Caller, 'visitor'>, number>;
  call(as: Caller, method: InjectOptions['method'], url: string, payload?: unknown): Promise<Reply>;
  /** The Authorization header of a caller (none for a visitor), for requests the helpers below do not make (multipart). */
  authorization(as: Caller): Record<string, string>;
  get(as: Caller, url: string): Promise<Reply>;
  post(as: Caller, url: string, payload?: unknown): Promise<Reply>;
  put(as: Caller, url: string, payload?: unknown): Promise<Reply>;
  del(as: Caller, url: string): Promise<Reply>;
  /** Closes the app and starts a new one on the same database, as a server restart does; `app` is then the new one. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

async function freshDatabase(): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const { source } = inject('templateDatabase');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { database: await openDatabase({ loadDataDir: new Blob([readFileSync(source)]) }), drop: async () => {} };
  const name = newDatabaseName('test');
  await onServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${source}`);
  const url = urlOfDatabase(serverUrl, name);
  return {
    database: await openDatabase({ databaseUrl: url }),
    url,
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** `config` changes settings of the test app, such as an SMTP server for the mail tests; `logger` turns its log on (off by default); `files` replaces its file store. */
export async function startApi(config: Partial<Config> = {}, { logger = false, files }: { logger?: object | false; files?: FileStore } = {}): Promise<TestApi> {
  const { database, url: databaseUrl, drop } = await freshDatabase();
  const build = async () => {
    const built = await buildApp({ config: { ...loadConfig({}), dataDir: undefined, demoData: false, ...config }, database, logger, files });
    await built.ready();
    return built;
  };
  let app = await build();

  const { ids } = inject('templateDatabase');
  const tokens: Partial<Record<Caller, string>> = {};
  for (const [who, id] of Object.entries(ids) as [SignedInCaller, number][]) tokens[who] = (await app.tokens.issue(id)).token;

  const authorization = (as: Caller): Record<string, string> => (tokens[as] ? { authorization: `Bearer ${tokens[as]}` } : {});
  const call: TestApi['call'] = async (as, method, url, payload) => {
    const response = await app.inject({ method, url, payload: payload as InjectOptions['payload'], headers: authorization(as) });
    return replyOf(response);
  };

  return {
    get app() {
      return app;
    },
    kind: database.kind,
    databaseUrl,
    ids,
    call,
    authorization,
    get: (as, url) => call(as, 'GET', url),
    post: (as, url, payload) => call(as, 'POST', url, payload ?? {}),
    put: (as, url, payload) => call(as, 'PUT', url, payload ?? {}),
    del: (as, url) => call(as, 'DELETE', url),
    restart: async () => {
      await app.close();
      app = await build();
    },
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
