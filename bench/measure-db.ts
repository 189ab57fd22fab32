// The database alone, per scenario: builds the app in this process on a drizzle instance that
// records every statement, calls the scenario once through inject to learn exactly what the
// request runs (token lookup, count, page, embedded records), keeps EXPLAIN ANALYZE of each
// statement, then replays the statements with the raw client: sequentially, and from as many
// concurrent callers as the load test has, through a pool the size of the server's.
//   tsx bench/measure-db.ts OUT.json   with DATABASE_URL or BENCH_DATA_DIR, as generate.ts
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { type Database, type Db, openDatabase } from '../server/db/connect.ts';
import { users } from '../server/generated/tables.ts';
import { openSession } from './bulk.ts';
import { BENCH_ADMIN, type Sample, type Scenario, loadSettings, sample, scenarios } from './config.ts';
import { type Summary, summarise } from './stats.ts';

export interface Statement {
  sql: string;
  params: unknown[];
}

export interface DbScenarioResult {
  id: string;
  title: string;
  path: string;
  statements: Statement[];
  /** EXPLAIN (ANALYZE, BUFFERS) of each statement, in order. */
  plans: string[];
  sequential: Summary;
  concurrent: Summary & { perSecond: number };
}

export interface DbResult {
  kind: Database['kind'];
  /** The server's version (PGlite reports the PostgreSQL inside it). */
  version: string;
  sample: Sample;
  scenarios: DbScenarioResult[];
}

type Run = (statement: Statement) => Promise<unknown>;

/** The same database with a drizzle instance that records the statements it sends. */
function recording(database: Database, record: (s: Statement) => void): Database {
  const logger: Logger = { logQuery: (sql, params) => record({ sql, params }) };
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const db = database.kind === 'pglite' ? drizzlePglite({ client: client as PGlite, logger }) : drizzlePg({ client: client as pg.Pool, logger });
  return { ...database, db: db as unknown as Db };
}

function rawRunner(database: Database): Run {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.kind === 'pglite') return (s) => (client as PGlite).query(s.sql, s.params, { rowMode: 'array' });
  return (s) => (client as pg.Pool).query({ text: s.sql, values: s.params, rowMode: 'array' });
}

/** What pg-pool answers a caller that waited longer than its connection timeout for a connection. */
const POOL_WAIT_EXCEEDED = 'timeout exceeded when trying to connect';

/** Times a statement is sent when the pool keeps giving up on it (5 s each): a database that stays stuck ends the run. */
const POOL_WAIT_TRIES = 12;

/**
 * Runs `statement`, sending it again when the pool gave up waiting for a connection for it (32
 * callers share its 10): the replay measures the wait, as a request would feel it, rather than
 * ending the run.
 */
async function runWaiting(run: Run, statement: Statement): Promise<void> {
  for (let tries = 1; ; tries++) {
    try {
      await run(statement);
      return;
    } catch (error) {
      if ((error as Error).message !== POOL_WAIT_EXCEEDED || tries === POOL_WAIT_TRIES) throw error;
    }
  }
}

/** The time `statements` take one after the other, waits for a connection included. */
async function timeRequest(run: Run, statements: Statement[]): Promise<number> {
  const start = performance.now();
  for (const s of statements) await runWaiting(run, s);
  return performance.now() - start;
}

async function explain(run: Run, statements: Statement[]): Promise<string[]> {
  const plans: string[] = [];
  for (const s of statements) {
    if (/^explain/i.test(s.sql)) {
      plans.push('(the repository asks the planner for an estimate: nothing is run)');
      continue;
    }
    const result = (await run({ sql: `EXPLAIN (ANALYZE, BUFFERS) ${s.sql}`, params: s.params })) as { rows: unknown[][] };
    plans.push(result.rows.map((r) => String(r[0])).join('\n'));
  }
  return plans;
}

export async function measureDatabase(database: Database): Promise<DbResult> {
  const settings = loadSettings();
  let recorded: Statement[] = [];
  const app = await buildApp({
    config: { ...loadConfig({}), dataDir: undefined, demoData: false },
    database: recording(database, (s) => recorded.push(s)),
    logger: false,
  });
  await app.ready();
  // The mail sender polls the outbox on a timer: its statements would be recorded as the request's.
  await app.outbox.stop();
  const session = await openSession(database);
  const words = await sample(session);
  const version = String((await session.query('SHOW server_version'))[0]![0]);
  session.release();
  const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, BENCH_ADMIN.email));
  const { token } = await app.tokens.issue(admin!.id);
  const run = rawRunner(database);
  const out: DbScenarioResult[] = [];

  for (const scenario of scenarios(words)) {
    // Once to warm what the server keeps between requests (the tables' estimated sizes), then recorded.
    const call = () => app.inject({ method: 'GET', url: scenario.path, headers: { authorization: `Bearer ${token}` } });
    await call();
    recorded = [];
    const reply = await call();
    if (reply.statusCode !== 200) throw new Error(`${scenario.path} answered ${reply.statusCode}: ${reply.body.slice(0, 200)}`);
    const statements = recorded;
    // What runs from here on (the next scenario's first call) is not this request's.
    recorded = [];
    out.push({ ...(await replay(run, scenario, statements, settings)), plans: await explain(run, statements) });
    console.log(`  ${scenario.id}: ${statements.length} statements, median ${out.at(-1)!.sequential.median.toFixed(1)} ms alone`);
  }
  await app.close();
  return { kind: database.kind, version, sample: words, scenarios: out };
}

async function replay(
  run: Run,
  scenario: Scenario,
  statements: Statement[],
  settings: ReturnType<typeof loadSettings>,
): Promise<Omit<DbScenarioResult, 'plans'>> {
  for (let i = 0; i < 5; i++) await timeRequest(run, statements);
  const sequential: number[] = [];
  const deadline = performance.now() + settings.concurrentSeconds * 1000;
  for (let i = 0; i < settings.sequentialRuns && performance.now() < deadline; i++) sequential.push(await timeRequest(run, statements));

  const concurrent: number[] = [];
  const start = performance.now();
  const end = start + settings.concurrentSeconds * 1000;
  await Promise.all(
    Array.from({ length: settings.connections }, async () => {
      while (performance.now() < end) concurrent.push(await timeRequest(run, statements));
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  return {
    ...scenario,
    statements,
    sequential: summarise(sequential),
    concurrent: { ...summarise(concurrent), perSecond: concurrent.length / seconds },
  };
}

async function main() {
  const outFile = process.argv[2];
  if (!outFile) throw new Error('usage: tsx bench/measure-db.ts OUT.json');
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.BENCH_DATA_DIR });
  try {
    writeFileSync(outFile, JSON.stringify(await measureDatabase(database), null, 2));
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    () => process.exit(0),
    (error: Error) => {
      console.error(`measure-db: ${error.stack ?? error.message}`);
      process.exit(1);
    },
  );
}
