// Opens the database the config names, PGlite in a data folder (or in memory) by default or a
// PostgreSQL server when DATABASE_URL is set, and applies the migrations. Same code, same SQL.
// A PostgreSQL connection that ends (a restart, pg_terminate_backend) is reported, not fatal: the
// pool drops it and opens a new one for the next query, so the server recovers by itself.
import { join } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openEmbedded } from './embedded.ts';
import { Notifications, listenOnPglite, listeningPool } from './notifications.ts';
import { preparingClient, StatementNames } from './prepared-client.ts';
import { underStartupLock } from './startup-lock.ts';
import { MIGRATIONS_DIR } from '../core/paths.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

export type Db = PgDatabase<PgQueryResultHKT>;
export type DatabaseKind = 'pglite' | 'postgresql';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Committed changes to the tables whose rows servers keep copies of (notifications.ts). */
  notifications: Notifications;
  /** The connection pool's counts (PostgreSQL); PGlite is one connection inside the process, with no pool. */
  pool?: () => PoolCounts;
  /** Runs `work` while no other process on this database runs its own: start-up's migrations and seeding (startup-lock.ts). */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface PoolCounts {
  /** Connections at most, open now and idle among those, and queries waiting for one. */
  max: number;
  open: number;
  idle: number;
  waiting: number;
}

const POOL_MAX = 10;

/** When the newest migration of this build was made (its journal's `when`): a database that has applied it is up to date. */
export const latestMigration = (): number => readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).at(-1)?.folderMillis ?? 0;

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** PGlite only: a data folder dumped by `dumpDataDir` to start from instead of a new one (the API tests start every file from one migrated database). */
  loadDataDir?: Blob;
  /** Told of a connection the PostgreSQL server ended while it sat in the pool; a warning on stderr by default. */
  onConnectionError?: (error: Error) => void;
}

/** A start-up failure in words an operator can act on, keeping the driver's error as the cause. */
function startError(databaseUrl: string, error: unknown): Error {
  const server = new URL(databaseUrl);
  const where = `the PostgreSQL server at ${server.hostname}:${server.port || 5432}`;
  const reason =
    error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) || (error as { code?: string }).code : String(error);
  const message = isDatabaseUnavailable(error)
    ? `could not reach ${where} (${reason}). Is it running, and does DATABASE_URL name it?`
    : `applying the database migrations on ${where} failed: ${reason}`;
  return new Error(message, { cause: error });
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const notifications = new Notifications();
    const listening = listeningPool(notifications);
    // A pool that waits for a connection forever would hold requests during an outage: 5 s, then 503.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: POOL_MAX,
      connectionTimeoutMillis: 5_000,
      Client: preparingClient(new StatementNames()),
      // pg-pool waits for the promise before the connection's first query; its types say void.
      onConnect: listening.onConnect as (client: pg.ClientBase) => void,
    });
    pool.on('error', options.onConnectionError ?? ((error) => console.warn(`PostgreSQL connection lost: ${error.message}`)));
    listening.watch(pool);
    const db = drizzlePg({ client: pool });
    const exclusively = <T>(work: () => Promise<T>) => underStartupLock(pool, work);
    try {
      await exclusively(() => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }));
    } catch (error) {
      await pool.end();
      throw startError(options.databaseUrl, error);
    }
    const counts = () => ({ max: POOL_MAX, open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db: db as unknown as Db, kind: 'postgresql', notifications, pool: counts, exclusively, close: () => pool.end() };
  }
  const client = await openEmbedded({ dataDir: options.dataDir && join(options.dataDir, 'pglite'), loadDataDir: options.loadDataDir });
  // drizzle's PGlite driver loads PGlite itself: imported here, so that only an embedded server loads either.
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator')]);
  const db = drizzlePglite({ client });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  const notifications = new Notifications();
  await listenOnPglite(client, notifications);
  // PGlite lives inside this one process: there is nobody to exclude.
  return { db: db as unknown as Db, kind: 'pglite', notifications, exclusively: (work) => work(), close: () => client.close() };
}
