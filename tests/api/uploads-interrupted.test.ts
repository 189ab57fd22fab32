// A server killed (SIGKILL) in the middle of a large upload, then started again on the same data,
// holds no row of that file: rows are only staged while the file streams in (in a temporary
// table of the upload's own session, gone with it), and the merge that writes them is one
// transaction that never began. Runs on PGlite (a data folder) and, with TEST_DATABASE_URL, on PostgreSQL.
import { request } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { purgeExpired, UPLOAD_SILENT_MS } from '../../server/areas/operations/purge.ts';
import { type ChildDatabase, childDatabase, signIn, startBuiltServer } from './built-server.ts';
import { dealerPayload, modelPayload } from './fixtures.ts';
import { csv, roadsideRow } from './upload-files.ts';

const ADMIN = { email: 'uploads.admin@mygwm.example', password: 'uploads-password-1' };
const ROWS = 40_000;
const BOUNDARY = 'interrupted-upload';

let database: ChildDatabase;
beforeAll(async () => {
  database = await childDatabase('uploads-interrupted');
});
afterAll(() => database.remove());

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const startServer = () => startBuiltServer({ ...database.env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });

const json = async (base: string, path: string, headers: Record<string, string>, init: RequestInit = {}) =>
  (await fetch(`${base}${path}`, { ...init, headers: { 'content-type': 'application/json', ...headers } })).json() as Promise<any>;

it('keeps no row of a file whose upload was cut off by a killed server', async () => {
  let server = await startServer();
  let auth = await signIn(server.base, ADMIN);
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
  await server.exited;
  upload.destroy();

  server = await startServer();
  auth = await signIn(server.base, ADMIN);
  expect(await json(server.base, '/api/vehicles/count', auth)).toEqual({ count: 0 });
  const owners = await json(server.base, '/api/users?per_page=-1', auth);
  expect(owners.data.filter((u: { email: string }) => u.email.startsWith('mia.tran'))).toEqual([]);
  const [record] = (await json(server.base, '/api/uploads', auth)).data;
  expect(record).toMatchObject({ file_name: 'killed.csv', status: 'running' });
  expect(record.rows).toBeLessThan(ROWS);
  server.child.kill('SIGTERM');
  await server.exited;

  // Once silent for long enough, the upload is marked interrupted.
  const opened = await database.open();
  try {
    const purged = await purgeExpired(opened.db, new Date(Date.now() + UPLOAD_SILENT_MS + 60_000));
    expect(purged.uploads).toBe(1);
    const { rows: left } = (await opened.db.execute(sql`select status from uploads`)) as unknown as { rows: { status: string }[] };
    expect(left).toEqual([{ status: 'interrupted' }]);
  } finally {
    await opened.close();
  }
}, 240_000);
