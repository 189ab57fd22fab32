// What the writes of an upload's merge are made of: names from the schemas, the steps their
// statements run in (grouped into transactions by merge-staged.ts), and the counts by which a
// check (dry run) reads what a load writes.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { rawRows } from '../records/raw-rows.ts';
import type { Staging } from './staging.ts';

/** Names below come from the schemas, never from a request. */
export const name = (identifier: string) => sql.raw(`"${identifier}"`);
export const list = (items: SQL[]) => sql.join(items, sql`, `);

export type Executor = Pick<Db, 'execute'>;

/**
 * How a merge's statements are grouped into transactions. On PostgreSQL the whole merge is one
 * transaction, so a load is all or nothing: one part, one chunk. PGlite runs one statement at a
 * time for every request of the server, each on its main thread: a merge in one transaction held
 * every other request for the whole of it (minutes for 300,000 rows), and one statement over a
 * whole large file for a second. There each step is a short transaction of its own over part of
 * the file, and the requests that waited run between them.
 */
export interface Steps {
  /** Rows of a file's records written (or, by a check, compared) in one step. */
  chunkRows: number;
  /** How many parts (a power of two), by the hash of their key, a file of `rows` rows is deduplicated in, a step each at least. */
  parts(rows: number): number;
  /** The next step's span (of parts, or of chunks' rows) after one of `span`: `smallest` while others wait, more while none do. */
  grow(span: number, smallest: number): number;
  /** Statements over the file's rows, or a part of them: each table read once, by hashing (`wholeFilePlans`). */
  whole<T>(work: (tx: Executor) => Promise<T>): Promise<T>;
  /** Statements over one chunk's rows (index lookups by key and by id). */
  chunk<T>(work: (tx: Executor) => Promise<T>): Promise<T>;
}

/**
 * Planner settings for statements over a whole file (or a part of it). They join it to its tables
 * by hashing, each table read once: a nested loop is what the planner picks for a table it sees
 * empty (a first load), and then it rescans the table for every staged row (48,000 owners took 3
 * minutes instead of 2 seconds). Their sorts (the last row of each key) and hash tables stay in
 * memory rather than spilling to disk in batches, as the default 4 MB would have them.
 */
export async function wholeFilePlans(tx: Executor) {
  await tx.execute(sql`SET LOCAL enable_nestloop = off`);
  await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
}

/** One merge of a file's staged rows: the steps it goes in, and whether it only checks (writing nothing). */
export interface MergeRun {
  steps: Steps;
  staging: Staging;
  dryRun: boolean;
}

/** The `n` that `query` answers. */
export const count = async (tx: Executor, query: SQL) => (await rawRows<{ n: number }>(tx, query))[0]!.n;

/** A check counts the records `where` picks from `from`; a load sets `set` on them and counts those. Answers the distinct `counted`. */
export const rewrite = (dryRun: boolean, tx: Executor, table: SQL, { set, from, where, counted }: Record<'set' | 'from' | 'where' | 'counted', SQL>) =>
  count(
    tx,
    dryRun
      ? sql`SELECT count(DISTINCT ${counted})::int AS n FROM ${table} t, ${from} WHERE ${where}`
      : sql`WITH changed AS (UPDATE ${table} t SET ${set} FROM ${from} WHERE ${where} RETURNING ${counted} AS k) SELECT count(DISTINCT k)::int AS n FROM changed`,
  );
