// What each scenario's request runs in the database: builds the app in this process on a drizzle
// instance that records every statement, calls the scenario through inject to learn exactly what
// the request sends (token lookup, count, page, embedded records) and keeps EXPLAIN ANALYZE of
// each statement. replay.ts runs them as the database alone, in rounds beside the server's.
//   tsx bench/statements.ts OUT.json   with DATABASE_URL or BENCH_DATA_DIR, as generate.ts
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/core/config.ts';
import { type Database, type Db, openDatabase } from '../server/db/connect.ts';
import { users } from '../server/generated/tables.ts';
import { openSession } from './bulk.ts';
import { BENCH_ADMIN, type Sample, type Scenario, sample, scenarios } from './config.ts';
import { type Statement, rawRunner, type Run } from './replay.ts';

export interface RecordedScenario extends Scenario {
  statements: Statement[];
  /** EXPLAIN (ANALYZE, BUFFERS) of each statement, in order. */
  plans: string[];
}

export interface Recorded {
  kind: Database['kind'];
  /** The server's version (PGlite reports the PostgreSQL inside it). */
  version: string;
  sample: Sample;
  scenarios: RecordedScenario[];
}

/** `client` with its query() counting the statements sent and not yet answered. */
function counting<T extends object>(client: T, inFlight: { count: number }): T {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property !== 'query') return value.bind(target);
      return (...args: unknown[]) => {
        inFlight.count++;
        const answer = value.apply(target, args) as Promise<unknown>;
        const settled = () => void inFlight.count--;
        answer.then(settled, settled);
        return answer;
      };
    },
  });
}

/**
 * The same database with a drizzle instance that records the statements it sends, each marked
 * `besidePrevious` when it was sent while another was still unanswered (a request's Promise.all),
 * so the replay sends it beside the one before, as the server does.
 */
function recording(database: Database, record: (s: Statement) => void): Database {
  const inFlight = { count: 0 };
  const logger: Logger = { logQuery: (sql, params) => record({ sql, params, ...(inFlight.count > 0 ? { besidePrevious: true } : {}) }) };
  const client = counting((database.db as unknown as { $client: PGlite | pg.Pool }).$client, inFlight);
  const db = database.kind === 'pglite' ? drizzlePglite({ client: client as PGlite, logger }) : drizzlePg({ client: client as pg.Pool, logger });
  return { ...database, db: db as unknown as Db };
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

export async function recordStatements(database: Database): Promise<Recorded> {
  let recorded: Statement[] = [];
  const app = await buildApp({
    config: { ...loadConfig({}), dataDir: undefined, demoData: false },
    database: recording(database, (s) => recorded.push(s)),
    logger: false,
  });
  await app.ready();
  // The jobs run on timers (the outbox every few seconds): their statements would be recorded as the request's.
  await app.jobs.stop();
  const session = await openSession(database);
  const words = await sample(session);
  const version = String((await session.query('SHOW server_version'))[0]![0]);
  session.release();
  const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, BENCH_ADMIN.email));
  const { token } = await app.tokens.issue(admin!.id);
  const run = rawRunner(database);
  const out: RecordedScenario[] = [];

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
    out.push({ ...scenario, statements, plans: await explain(run, statements) });
    const beside = statements.filter((s) => s.besidePrevious).length;
    console.log(`  ${scenario.id}: ${statements.length} statements${beside ? `, ${beside} of them sent beside the one before` : ''}`);
  }
  await app.close();
  return { kind: database.kind, version, sample: words, scenarios: out };
}

async function main() {
  const outFile = process.argv[2];
  if (!outFile) throw new Error('usage: tsx bench/statements.ts OUT.json');
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.BENCH_DATA_DIR });
  try {
    writeFileSync(outFile, JSON.stringify(await recordStatements(database), null, 2));
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    () => process.exit(0),
    (error: Error) => {
      console.error(`statements: ${error.stack ?? error.message}`);
      process.exit(1);
    },
  );
}
