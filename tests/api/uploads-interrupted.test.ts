// A server killed (SIGKILL) in the middle of a large upload, then started again on the same data,
// holds no row of that file: rows are only staged while the file streams in (in a temporary
// table of the upload's own session, gone with it), and the merge that writes them is one
// transaction that never began. Runs on PGlite (a data folder) and, with TEST_DATABASE_URL, on PostgreSQL.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../server/db/connect.ts';
import { purgeExpired, UPLOAD_SILENT_MS } from '../../server/services/purge.ts';
import { dealerPayload, modelPayload } from './fixtures.ts';
import { csv, roadsideRow } from './upload-files.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const ADMIN = { email: 'uploads.admin@mygwm.example', password: 'uploads-password-1' };
const ROWS = 40_000;
const BOUNDARY = 'interrupted-upload';

const dataDir = mkdtempSync(join(tmpdir(), 'uploads-interrupted-'));
let databaseUrl: string | undefined;
const dropDatabase: Array<() => Promise<void>> = [];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The product as `npm run serve` runs it, one node process (no tsx wrapper), so SIGKILL reaches the server itself. */
async function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    DEMO_DATA: '0',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DATA_DIR: dataDir,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 90_000; Date.now() < deadline; await sleep(200)) {
    if (child.exitCode !== null) throw new Error(`the server exited at start (${child.exitCode})`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, base };
  }
  throw new Error('the server did not answer its health check within 90 s');
}

async function signIn(base: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
  });
  return { authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` };
}

const json = async (base: string, path: string, headers: Record<string, string>, init: RequestInit = {}) =>
  (await fetch(`${base}${path}`, { ...init, headers: { 'content-type': 'application/json', ...headers } })).json() as Promise<any>;

beforeAll(async () => {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return;
  const name = `uploads_killed_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase.push(async () => {
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
});

afterAll(async () => {
  for (const drop of dropDatabase) await drop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('keeps no row of a file whose upload was cut off by a killed server', async () => {
  let server = await startServer();
  let auth = await signIn(server.base);
  const dealer = await json(server.base, '/api/dealers', auth, { method: 'POST', body: JSON.stringify(dealerPayload('KILL')) });
  const model = await json(server.base, '/api/models', auth, { method: 'POST', body: JSON.stringify(modelPayload('KILL')) });
  const rows = Array.from({ length: ROWS }, (_, n) => roadsideRow(n, { 'Dealer code': dealer.dealer_code, 'Model number': model.code }));

  // Stream the file a thousand rows at a time; once the server has staged some, kill it mid-file.
  const upload = request(`${server.base}/api/users/upload`, {
    method: 'POST',
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
  upload.on('error', () => {});
  upload.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="user_file"; filename="killed.csv"\r\nContent-Type: text/csv\r\n\r\n`);
  let staged = 0;
  for (let sent = 0; sent < ROWS / 2; sent += 1000) {
    upload.write(csv(rows.slice(sent, sent + 1000)));
    await sleep(20);
  }
  for (const deadline = Date.now() + 30_000; !staged && Date.now() < deadline; await sleep(100)) {
    staged = (await json(server.base, '/api/uploads', auth)).data[0]?.rows ?? 0;
  }
  expect(staged).toBeGreaterThan(0);
  server.child.kill('SIGKILL');
  await new Promise((done) => server.child.once('exit', done));
  upload.destroy();

  server = await startServer();
  auth = await signIn(server.base);
  expect(await json(server.base, '/api/vehicles/count', auth)).toEqual({ count: 0 });
  const owners = await json(server.base, '/api/users?per_page=-1', auth);
  expect(owners.data.filter((u: { email: string }) => u.email.startsWith('mia.tran'))).toEqual([]);
  const [record] = (await json(server.base, '/api/uploads', auth)).data;
  expect(record).toMatchObject({ file_name: 'killed.csv', status: 'running' });
  expect(record.rows).toBeLessThan(ROWS);
  server.child.kill('SIGTERM');
  await new Promise((done) => server.child.once('exit', done));

  // Once silent for long enough, the upload is marked interrupted.
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const purged = await purgeExpired(database.db, new Date(Date.now() + UPLOAD_SILENT_MS + 60_000));
    expect(purged.uploads).toBe(1);
    const { rows: left } = (await database.db.execute(sql`select status from uploads`)) as unknown as { rows: { status: string }[] };
    expect(left).toEqual([{ status: 'interrupted' }]);
  } finally {
    await database.close();
  }
}, 240_000);
