// The database alone: a request's recorded statements replayed with the raw client (no drizzle,
// no HTTP), opened as the server opens its database (connect.ts: PGlite's settings, PostgreSQL's
// pool of 10 that prepares repeated statements). A round is a few unmeasured requests, then as
// many concurrent callers as the load test has connections for a fixed time; on PGlite they queue
// for its one connection, as the server's requests do.
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { type Database, openDatabase } from '../server/db/connect.ts';
import { type Summary, summarise } from './stats.ts';

export interface Statement {
  sql: string;
  params: unknown[];
  /** Sent while the statement before it was still unanswered (the request awaits both at once). */
  besidePrevious?: boolean;
}

export type Run = (statement: Statement) => Promise<unknown>;

export type Throughput = Summary & { perSecond: number };

export interface Replay {
  /** `callers` concurrent callers replaying `statements` for `seconds`, after a few unmeasured runs. */
  round(statements: Statement[], callers: number, seconds: number): Promise<Throughput>;
  /** One request at a time, up to `runs` of them or `seconds`. */
  oneAtATime(statements: Statement[], runs: number, seconds: number): Promise<Summary>;
  close(): Promise<void>;
}

export function rawRunner(database: Database): Run {
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

/** The statements in the groups the request sends at once: a group is a statement and those sent beside it. */
export function groups(statements: Statement[]): Statement[][] {
  const out: Statement[][] = [];
  for (const s of statements) {
    if (s.besidePrevious && out.length) out.at(-1)!.push(s);
    else out.push([s]);
  }
  return out;
}

/** The time a request's statements take, each group sent at once and awaited before the next, waits for a connection included. */
async function timeRequest(run: Run, request: Statement[][]): Promise<number> {
  const start = performance.now();
  for (const group of request) await Promise.all(group.map((s) => runWaiting(run, s)));
  return performance.now() - start;
}

/** Requests run before a round is measured: what the first ones pay (plans, cold pages) is not the round's. */
const WARM_UP_RUNS = 5;

function replayOn(database: Database): Replay {
  const run = rawRunner(database);
  return {
    async round(statements, callers, seconds) {
      const request = groups(statements);
      for (let i = 0; i < WARM_UP_RUNS; i++) await timeRequest(run, request);
      const times: number[] = [];
      const start = performance.now();
      const end = start + seconds * 1000;
      await Promise.all(
        Array.from({ length: callers }, async () => {
          while (performance.now() < end) times.push(await timeRequest(run, request));
        }),
      );
      return { ...summarise(times), perSecond: times.length / ((performance.now() - start) / 1000) };
    },
    async oneAtATime(statements, runs, seconds) {
      const times: number[] = [];
      const deadline = performance.now() + seconds * 1000;
      const request = groups(statements);
      for (let i = 0; i < runs && performance.now() < deadline; i++) times.push(await timeRequest(run, request));
      return summarise(times);
    },
    close: () => database.close(),
  };
}

/** The replay on the database of `env` (DATABASE_URL, else the PGlite folder BENCH_DATA_DIR). */
export async function openReplay(env: NodeJS.ProcessEnv): Promise<Replay> {
  return replayOn(await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.BENCH_DATA_DIR }));
}
