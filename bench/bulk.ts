// Raw access to either database for the benchmark, below drizzle: plain SQL in array row mode,
// and bulk loading (COPY from a blob on PGlite; batches of INSERT ... SELECT FROM unnest(...) on
// PostgreSQL, which needs no COPY package), and COPY itself on both, the import benchmark's
// yardstick. One session, so session settings hold.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../server/db/connect.ts';
import { csvLine } from './data.ts';

export interface Session {
  kind: Database['kind'];
  query(sql: string, params?: unknown[]): Promise<unknown[][]>;
  /** Appends rows (values in `columns` order) to a table. */
  insert(table: string, columns: string[], rows: unknown[][]): Promise<void>;
  /**
   * Readies a COPY of rows into a table and answers the statement to run, so that only the COPY
   * is timed: PGlite reads CSV from a blob (its /dev/blob device), PostgreSQL from a CSV file in
   * `folder` that the server itself reads (it runs on this machine, as the postgres superuser).
   */
  prepareCopy(table: string, columns: string[], rows: unknown[][], folder: string): () => Promise<void>;
  release(): void;
}

const PG_BATCH = 20_000;

const toText = (value: unknown) => (value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value));

export async function openSession(database: Database): Promise<Session> {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.kind === 'pglite') {
    const lite = client as PGlite;
    const prepareCopy = (table: string, columns: string[], rows: unknown[][]) => {
      const blob = new Blob([rows.map(csvLine).join('')]);
      return async () => void (await lite.query(`COPY ${table} (${columns.join(', ')}) FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob }));
    };
    return {
      kind: 'pglite',
      async query(sql, params = []) {
        return (await lite.query<unknown[]>(sql, params, { rowMode: 'array' })).rows;
      },
      insert: (table, columns, rows) => prepareCopy(table, columns, rows)(),
      prepareCopy,
      release() {},
    };
  }
  const session = await (client as pg.Pool).connect();
  const types = new Map<string, string[]>();
  const run = async (sql: string, params: unknown[] = []) => (await session.query({ text: sql, values: params, rowMode: 'array' })).rows as unknown[][];
  return {
    kind: 'postgresql',
    query: run,
    async insert(table, columns, rows) {
      if (!types.has(table)) {
        const found = await run(
          `SELECT attname, format_type(atttypid, atttypmod) FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped`,
          [table],
        );
        const byName = new Map(found.map(([name, type]) => [name as string, type as string]));
        types.set(
          table,
          columns.map((c) => byName.get(c)!),
        );
      }
      const casts = types.get(table)!;
      const select = columns.map((c, i) => `${c}::${casts[i]}`).join(', ');
      const unnest = columns.map((_, i) => `$${i + 1}::text[]`).join(', ');
      const sql = `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${select} FROM unnest(${unnest}) AS u(${columns.join(', ')})`;
      for (let start = 0; start < rows.length; start += PG_BATCH) {
        const batch = rows.slice(start, start + PG_BATCH);
        await run(
          sql,
          columns.map((_, i) => batch.map((row) => toText(row[i]))),
        );
      }
    },
    prepareCopy(table, columns, rows, folder) {
      const file = join(folder, `${table}.csv`);
      writeFileSync(file, rows.map(csvLine).join(''), { mode: 0o644 });
      return async () => void (await run(`COPY ${table} (${columns.join(', ')}) FROM '${file}' WITH (FORMAT csv)`));
    },
    release: () => session.release(),
  };
}

const CHUNK = 50_000;

/** Makes rows n = 0 .. total-1 and loads them CHUNK at a time, so memory holds one chunk. */
export async function inChunks(total: number, make: (n: number) => unknown[], load: (rows: unknown[][]) => Promise<void>) {
  for (let start = 0; start < total; start += CHUNK) {
    const rows: unknown[][] = [];
    for (let n = start; n < Math.min(total, start + CHUNK); n++) rows.push(make(n));
    await load(rows);
  }
}
