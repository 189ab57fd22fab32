// The import benchmark: a roadside-assist file (100,000 rows) and an owner file (300,000 rows)
// uploaded through the real server over HTTP, beside COPY of the same records into the same
// tables. Each on the same database state: its tables empty (the catalogue, the dealers and the
// administrator in place, every index and constraint as migrated). The COPY's records are the
// upload's own: the file read by the server's reader and layout (untimed), one record per key,
// the last row winning, as the upload's merge does. Timed: the COPY statements and their
// transaction; for the upload, from the first byte sent to its answer. The server's memory is
// sampled during the owner file.
//   tsx bench/import.ts   on PGlite and a throwaway PostgreSQL server (BENCH_DATABASES); writes
//                         the "Imports" section of bench/results.md. `npm run bench` runs it too.
import { createReadStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { entities, type EntityId } from '../shared/generated/entities.ts';
import { type Database, openDatabase } from '../server/db/connect.ts';
import { uploadRepository } from '../server/queries/uploads/uploads.ts';
import { readCsv } from '../server/areas/uploads/csv-reader.ts';
import { uploadKinds } from '../server/areas/uploads/kinds.ts';
import { mapRow } from '../server/areas/uploads/map-row.ts';
import { loadLookups, MAX_ROW_BYTES } from '../server/areas/uploads/stage-file.ts';
import { ensureAdmin } from '../server/seed/index.ts';
import { openSession } from './bulk.ts';
import { BENCH_ADMIN, type ImportSizes, importSizes, loadSettings } from './config.ts';
import { fillCatalogue } from './generate.ts';
import { ownerRows, roadsideRows, writeCsvFile } from './import-files.ts';
import { cleanUp, signIn, startPostgres, startServer, stopPostgres, workFolder } from './processes.ts';
import { writeImportsSection } from './report.ts';
import { upload } from './import-upload.ts';
import { loadAverage } from './stats.ts';

export type DatabaseKind = Database['kind'];

/** A file of the benchmark: which upload, where it is written, how many rows. */
export interface ImportFile {
  kind: 'roadside-users' | 'owners';
  path: string;
  rows: number;
  bytes: number;
}

export interface ImportFigures {
  file: ImportFile['kind'];
  rows: number;
  bytes: number;
  /** Records written, by table (the same for the upload and the COPY). */
  records: Record<string, number>;
  uploadSeconds: number;
  copySeconds: number;
  /** The server's resident memory (MB) just before the upload, and its peak during it. */
  rss: { before: number; peak: number };
  /** The machine's load average over the last minute when the upload ended. */
  load: number;
}

export interface ImportRun {
  kind: DatabaseKind;
  files: ImportFigures[];
}

/** How each file's records reach their tables: an owner record, and its vehicles linked to it by id. */
const PLANS: Record<ImportFile['kind'], { owner: EntityId; ownerKey: string; vehicle: EntityId; vehicleKey: string; link: string }> = {
  'roadside-users': { owner: 'user', ownerKey: 'email', vehicle: 'vehicle', vehicleKey: 'vin', link: 'user_id' },
  owners: { owner: 'pentana', ownerKey: 'mds_owner_number', vehicle: 'pentana-vehicle', vehicleKey: 'vin', link: 'pentanas_id' },
};
const TABLES = Object.values(PLANS).flatMap((plan) => [entities[plan.owner].table, entities[plan.vehicle].table]);

/** The resident memory in MB of a process, from the text of its /proc/<pid>/status. */
export function residentMegabytes(status: string): number {
  const found = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  if (!found) throw new Error('no VmRSS line in the process status');
  return Math.round(Number(found[1]) / 1024);
}

const rssOf = (pid: number) => residentMegabytes(readFileSync(`/proc/${pid}/status`, 'utf8'));

/** Writes both files into `folder`, the same rows for the same seed. */
export async function writeImportFiles(folder: string, sizes: ImportSizes, seed: number): Promise<ImportFile[]> {
  const roadside = join(folder, 'roadside-users.csv');
  const owners = join(folder, 'owners.csv');
  return [
    { kind: 'roadside-users', path: roadside, rows: sizes.roadside, bytes: await writeCsvFile(roadside, roadsideRows(sizes.roadside, seed)) },
    { kind: 'owners', path: owners, rows: sizes.owners, bytes: await writeCsvFile(owners, ownerRows(sizes.owners, seed + 1)) },
  ];
}

/** The records the upload of `file` writes, by table, read as the server reads them: each row mapped by its layout, the last row of a key winning. */
async function recordsOf(database: Database, file: ImportFile) {
  const kind = uploadKinds[file.kind];
  const plan = PLANS[file.kind];
  const lookups = await loadLookups(kind, uploadRepository(database.db));
  const owners = new Map<string, Record<string, unknown>>();
  const vehicles = new Map<string, Record<string, unknown>>();
  for await (const record of readCsv(createReadStream(file.path), { maxRecordBytes: MAX_ROW_BYTES })) {
    const mapped = mapRow(kind.layout, record, lookups);
    if (!mapped.row) throw new Error(`${file.kind} line ${record.line} does not load: ${mapped.exceptions[0]!.reason}`);
    kind.complete?.(mapped.row);
    const owner = mapped.row.records[plan.owner]!;
    const vehicle = mapped.row.records[plan.vehicle]!;
    const ownerKey = String(owner[plan.ownerKey]).toLowerCase();
    owners.delete(ownerKey);
    owners.set(ownerKey, owner);
    vehicles.set(String(vehicle[plan.vehicleKey]), { ...vehicle, owner: ownerKey });
  }
  return { owners: [...owners.values()], vehicles: [...vehicles.values()] };
}

const stored = (entity: EntityId, record: Record<string, unknown>) => Object.keys(record).filter((field) => !entities[entity].fields.virtual.includes(field));

/** COPY of the records the upload of `file` writes, into its tables; answers the seconds and the records by table. */
async function copyFile(database: Database, file: ImportFile, folder: string): Promise<{ seconds: number; records: Record<string, number> }> {
  const plan = PLANS[file.kind];
  const { owners, vehicles } = await recordsOf(database, file);
  const ownerTable = entities[plan.owner].table;
  const vehicleTable = entities[plan.vehicle].table;
  const session = await openSession(database);
  try {
    const [[lastId]] = (await session.query(`SELECT coalesce(max(id), 0) FROM ${ownerTable}`)) as [[number]];
    const ids = new Map(owners.map((owner, i) => [String(owner[plan.ownerKey]).toLowerCase(), lastId + 1 + i]));
    const ownerColumns = ['id', ...stored(plan.owner, owners[0]!)];
    const vehicleColumns = [...stored(plan.vehicle, vehicles[0]!).filter((c) => c !== 'owner'), plan.link];
    const statements = [
      session.prepareCopy(
        ownerTable,
        ownerColumns,
        owners.map((owner) => ownerColumns.map((c) => (c === 'id' ? ids.get(String(owner[plan.ownerKey]).toLowerCase()) : owner[c]))),
        folder,
      ),
      session.prepareCopy(
        vehicleTable,
        vehicleColumns,
        vehicles.map((vehicle) => vehicleColumns.map((c) => (c === plan.link ? ids.get(String(vehicle.owner)) : vehicle[c]))),
        folder,
      ),
    ];
    const started = performance.now();
    await session.query('BEGIN');
    for (const copy of statements) await copy();
    await session.query(`SELECT setval(pg_get_serial_sequence('${ownerTable}', 'id'), (SELECT max(id) FROM ${ownerTable}))`);
    await session.query('COMMIT');
    const seconds = (performance.now() - started) / 1000;
    return { seconds, records: { [ownerTable]: owners.length, [vehicleTable]: vehicles.length } };
  } finally {
    session.release();
  }
}

/** Empties the import tables (and what refers to them), and puts the administrator back. */
async function emptyTables(database: Database) {
  const session = await openSession(database);
  try {
    await session.query(`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY CASCADE`);
  } finally {
    session.release();
  }
  await ensureAdmin(database.db, BENCH_ADMIN);
}

/** Where the benchmark's database is: a PostgreSQL URL or a PGlite folder; empty either way. */
export type Target = { databaseUrl: string } | { dataDir: string };

/** The import benchmark on one empty database: COPY of each file's records, the tables emptied, then each file uploaded through the server. */
export async function importBench(kind: DatabaseKind, target: Target, files: ImportFile[], folder: string): Promise<ImportRun> {
  const options = 'databaseUrl' in target ? { databaseUrl: target.databaseUrl } : { dataDir: target.dataDir };
  const copies: Awaited<ReturnType<typeof copyFile>>[] = [];
  let database = await openDatabase(options);
  try {
    await fillCatalogue(database);
    for (const file of files) {
      copies.push(await copyFile(database, file, folder));
      console.log(`  ${file.kind}: COPY ${copies.at(-1)!.seconds.toFixed(1)} s`);
    }
    await emptyTables(database);
  } finally {
    // PGlite's folder is the server's next: one process at a time.
    await database.close();
  }

  const biggest = Math.max(...files.map((f) => f.bytes));
  const env: NodeJS.ProcessEnv = { ...process.env, UPLOAD_MAX_MB: String(Math.max(250, Math.ceil(biggest / 2 ** 20) + 1)) };
  delete env.DATABASE_URL;
  if ('databaseUrl' in target) env.DATABASE_URL = target.databaseUrl;
  else env.DATA_DIR = target.dataDir;
  const server = await startServer(env);
  const figures: ImportFigures[] = [];
  try {
    const token = await signIn(server.origin);
    for (const [i, file] of files.entries()) {
      const before = rssOf(server.pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 50);
      const { seconds, answer } = await upload(server.origin, token, file).finally(() => clearInterval(sampler));
      const records = Object.fromEntries(Object.entries(answer.records).map(([table, c]) => [table, c.created]));
      if (answer.rejected || JSON.stringify(records) !== JSON.stringify(copies[i]!.records)) {
        throw new Error(
          `${file.kind}: the upload wrote ${JSON.stringify(answer.records)} (${answer.rejected} rejected), COPY ${JSON.stringify(copies[i]!.records)}`,
        );
      }
      figures.push({
        file: file.kind,
        rows: file.rows,
        bytes: file.bytes,
        records,
        uploadSeconds: seconds,
        copySeconds: copies[i]!.seconds,
        rss: { before, peak },
        load: loadAverage(),
      });
      console.log(`  ${file.kind}: upload ${seconds.toFixed(1)} s, ${Math.round(file.rows / seconds)} rows/s, server memory ${before} → ${peak} MB`);
    }
  } finally {
    await server.stop();
  }
  database = await openDatabase(options);
  try {
    // The tables hold what the upload wrote, nothing more (the answer's counts are checked above).
    const session = await openSession(database);
    const [[vehicles]] = (await session.query('SELECT (SELECT count(*) FROM vehicles) + (SELECT count(*) FROM pentana_vehicles)')) as [[number | string]];
    session.release();
    const expected = figures.reduce((sum, f) => sum + (f.records.vehicles ?? 0) + (f.records.pentana_vehicles ?? 0), 0);
    if (Number(vehicles) !== expected) throw new Error(`the tables hold ${vehicles} vehicles after the uploads, ${expected} expected`);
  } finally {
    await database.close();
  }
  return { kind, files: figures };
}

/** A new, empty database on the PostgreSQL server at `url` (the import benchmark's own, beside the list benchmark's). */
export async function createDatabase(url: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const created = new URL(url);
  created.pathname = `/${name}`;
  return created.toString();
}

async function main() {
  const settings = loadSettings();
  const sizes = importSizes(settings.scale);
  const kinds = (process.env.BENCH_DATABASES ?? 'pglite,postgresql').split(',').map((k) => k.trim()) as DatabaseKind[];
  const folder = workFolder('mygwm-bench-imports.');
  console.log(`imports: ${sizes.roadside.toLocaleString('en')} roadside rows, ${sizes.owners.toLocaleString('en')} owner rows, on ${kinds.join(', ')}`);
  const files = await writeImportFiles(folder, sizes, Number(process.env.BENCH_SEED || 20260501));
  const runs: ImportRun[] = [];
  for (const kind of kinds) {
    console.log(`=== ${kind}: imports`);
    if (kind === 'pglite') {
      runs.push(await importBench(kind, { dataDir: join(folder, 'pglite') }, files, folder));
      continue;
    }
    const postgres = await startPostgres();
    try {
      runs.push(await importBench(kind, { databaseUrl: postgres.url }, files, folder));
    } finally {
      stopPostgres(postgres.dir);
    }
  }
  console.log(`\n${writeImportsSection(runs)}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: Error) => {
    console.error(`imports: ${error.stack ?? error.message}`);
    cleanUp();
    process.exit(1);
  });
}
