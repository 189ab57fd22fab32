// The checked rows of one upload's file, typed, as they stream in: a temporary table of a session
// held for the upload, filled by COPY in text form (pg-copy-streams on PostgreSQL, one COPY for
// the whole file while the next rows are read; PGlite's /dev/blob device, one COPY a batch, so
// other requests run between them). No other session sees the table and it goes with its
// session, so a server stopped mid-file leaves nothing behind. The merge (merge-staged.ts) reads it
// on the same session, with helper tables of its own (`scratch`); closing drops them all.
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { entities, type EntityId } from '../../../shared/generated/entities.ts';
import type { Database, DatabaseKind, Db } from '../../db/connect.ts';
import type { MappedRow } from './mapped-row.ts';

export interface Staging {
  uploadId: number;
  kind: DatabaseKind;
  /** The session the table belongs to: the merge runs on it. */
  db: Db;
  /** The temporary table, quoted: a column `line`, then one a staged path, named by it (`"user.email"`). */
  table: string;
  /** Rows added so far. */
  readonly rows: number;
  add(rows: MappedRow[]): Promise<void>;
  /** All rows are in (PostgreSQL: the COPY is complete). */
  end(): Promise<void>;
  /** The name, quoted, of a temporary table of the merge's own (`suffix` tells which); `close` drops it too. */
  scratch(suffix: string): string;
  /** Drops the tables and gives the session back; a COPY still open is abandoned with its connection. */
  close(): Promise<void>;
}

/** Names below come from the schemas, never from a request. */
export const quoted = (identifier: string) => `"${identifier}"`;

/** The SQL type of a staged path: its table column's, or for a virtual field (a postcode's dealer) its schema's. */
function typeOf(path: string): string {
  const [entityId, field] = path.split('.') as [EntityId, string];
  const entity = entities[entityId];
  if (!entity.fields.virtual.includes(field)) return `(NULL::${quoted(entity.table)}).${quoted(field)}`;
  const type = [entity.schema.properties?.[field]?.type ?? 'string'].flat();
  return type.includes('integer') ? 'NULL::integer' : type.includes('boolean') ? 'NULL::boolean' : 'NULL::text';
}

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const SPECIAL = /[\\\t\n\r]/;

/** A value in COPY's text format: `\N` for none, backslash escapes for the characters that delimit. */
function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  const text = String(value);
  return SPECIAL.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c]!) : text;
}

/** Opens the staging of upload `uploadId`, for the values at `paths` (`entity.field`) of each row's records. */
export async function openStaging(database: Database, uploadId: number, paths: string[]): Promise<Staging> {
  const table = quoted(`upload_${uploadId}`);
  const create = `CREATE TEMP TABLE ${table} AS SELECT NULL::integer AS line, ${paths.map((p) => `${typeOf(p)} AS ${quoted(p)}`).join(', ')} WITH NO DATA`;
  const copy = `COPY ${table} (line, ${paths.map(quoted).join(', ')}) FROM`;
  const fields = paths.map((path) => path.split('.') as [string, string]);
  const text = (rows: MappedRow[]) => {
    let out = '';
    for (const row of rows) out += `${row.line}\t${fields.map(([entity, field]) => copyValue(row.records[entity]?.[field])).join('\t')}\n`;
    return out;
  };
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const scratches = new Set<string>();
  const scratch = (suffix: string) => {
    const named = quoted(`upload_${uploadId}_${suffix}`);
    scratches.add(named);
    return named;
  };
  const drop = () => `DROP TABLE IF EXISTS ${[table, ...scratches].join(', ')}`;
  // What both databases' stagings share; `add` counts the rows into it.
  const common = { uploadId, kind: database.kind, table, scratch, rows: 0 };

  if (database.kind === 'pglite') {
    const lite = client as PGlite;
    await lite.exec(create);
    return Object.assign(common, {
      db: database.db,
      async add(rows: MappedRow[]) {
        if (rows.length) await lite.query(`${copy} '/dev/blob'`, [], { blob: new Blob([text(rows)]) });
        common.rows += rows.length;
      },
      async end() {},
      async close() {
        await lite.exec(drop());
      },
    });
  }

  const session = await (client as pg.Pool).connect();
  let stream: ReturnType<typeof copyFrom> | undefined;
  try {
    await session.query(create);
    stream = session.query(copyFrom(`${copy} STDIN`));
  } catch (error) {
    session.release(true);
    throw error;
  }
  // Until `end`, a failure of the COPY is reported by the next write.
  const copying = stream.on('error', () => {});
  let open = true;
  return Object.assign(common, {
    db: drizzle({ client: session }) as unknown as Db,
    async add(rows: MappedRow[]) {
      if (copying.errored) throw copying.errored;
      common.rows += rows.length;
      // The database reads the COPY while the next rows are read here; past the stream's buffer, wait for it.
      if (rows.length && !copying.write(text(rows))) await once(copying, 'drain');
    },
    async end() {
      copying.end();
      await finished(copying);
      open = false;
    },
    async close() {
      if (open) {
        // A COPY cut off mid-file (or refused): its connection goes, and the table with it.
        session.release(true);
        return;
      }
      try {
        await session.query(drop());
        session.release();
      } catch (error) {
        session.release(error as Error);
      }
    },
  });
}
