// Three processes of the built server on one PostgreSQL database and one S3 bucket behind Debian's
// nginx, round robin (README, "Running in production"): started at the same moment on an empty
// database, they migrate it and load the demo once; after that, whatever one of them does the
// others see: a photo, a revoked session, a throttle's count, an upload, and every email goes once.
// On TEST_DATABASE_URL's server (npm test), or on one this file starts itself.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../server/core/paths.ts';
import { DEMO_ACCOUNTS } from '../../server/seed/demo-access.ts';
import { builtServer } from '../api/built-server.ts';
import { dealerPayload, modelPayload } from '../api/fixtures.ts';
import { newDatabaseName, onServer, urlOfDatabase } from '../api/template-database.ts';
import { csv, roadsideRow } from '../api/upload-files.ts';
import { freePort } from '../e2e/support/server-process.ts';
import { type Cluster, startCluster } from '../support/cluster.ts';
import { type LocalS3, startLocalS3 } from '../support/s3-server.ts';
import { type SmtpInbox, startSmtpInbox } from '../support/smtp-inbox.ts';

const PG_SCRIPT = join(import.meta.dirname, '../support/postgres.sh');
const [ADMIN, OWNER] = [DEMO_ACCOUNTS.find((a) => a.role === 'ADMIN')!, DEMO_ACCOUNTS.find((a) => a.role === 'USER')!];

let cluster: Cluster;
let s3: LocalS3;
let inbox: SmtpInbox;
let serverUrl: string;
let databaseUrl: string;
let ownServerDir: string | undefined;

beforeAll(async () => {
  execFileSync('bash', [join(import.meta.dirname, '../support/nginx.sh'), 'install'], { stdio: 'inherit' });
  serverUrl = process.env.TEST_DATABASE_URL ?? '';
  if (!serverUrl) {
    ownServerDir = mkdtempSync(join(tmpdir(), 'mygwm-pg-processes-'));
    const port = await freePort();
    execFileSync('bash', [PG_SCRIPT, 'start', ownServerDir, String(port)], { stdio: 'inherit' });
    serverUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  }
  const name = newDatabaseName('several');
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  databaseUrl = urlOfDatabase(serverUrl, name);
  [s3, inbox] = await Promise.all([startLocalS3(await freePort()), startSmtpInbox()]);
  cluster = await startCluster(await builtServer(), {
    DATABASE_URL: databaseUrl,
    S3_BUCKET: s3.config.bucket,
    S3_ENDPOINT: s3.config.endpoint!,
    S3_FORCE_PATH_STYLE: '1',
    SMTP_URL: inbox.url,
    DEMO_DATA: '1',
  });
}, 240_000);

afterAll(async () => {
  await cluster?.close();
  await Promise.all([s3?.close(), inbox?.stop()]);
  if (databaseUrl) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`);
  if (ownServerDir) execFileSync('bash', [PG_SCRIPT, 'stop', ownServerDir]);
});

/** The three processes, each called directly. */
const processBase = (n: number) => cluster.processes[n]!.base;
const [a, b, c] = [() => processBase(0), () => processBase(1), () => processBase(2)] as const;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function query<Row>(text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows as Row[];
  } finally {
    await client.end();
  }
}

async function signIn(base: string, { email, password }: { email: string; password: string }): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  expect(response.status).toBe(200);
  return { authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` };
}

const getJson = async (url: string, headers: Record<string, string>) => {
  const response = await fetch(url, { headers });
  return { status: response.status, body: (await response.json()) as any };
};

it('started at the same moment on an empty database, the three migrate it once and load the demo once', async () => {
  const applied = await query<{ rows: number; hashes: number }>(
    'SELECT count(*)::int AS rows, count(DISTINCT hash)::int AS hashes FROM drizzle.__drizzle_migrations',
  );
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).length;
  expect(applied).toEqual([{ rows: migrations, hashes: migrations }]);
  const admins = await query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE email = '${ADMIN.email}'`);
  expect(admins).toEqual([{ n: 1 }]);
  for (const process of cluster.processes) expect((await fetch(`${process.base}/api/health/ready`)).status).toBe(200);
});

it('the balancer sends requests to each of the three in turn', async () => {
  const served = new Set<string>();
  for (let n = 0; n < 6; n++) served.add((await fetch(`${cluster.base}/api/health/live`)).headers.get('x-upstream') ?? '');
  expect([...served].sort()).toEqual(cluster.processes.map((p) => `127.0.0.1:${p.port}`).sort());
});

it('a vehicle photo uploaded through one process is served by the others, from the shared bucket', async () => {
  const owner = await signIn(a(), OWNER);
  const [vehicle] = (await getJson(`${a()}/api/vehicles/user`, owner)).body as { id: number }[];
  const photo = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#2a6f4e' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('_method', 'PUT');
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'ute.png');
  const changed = await fetch(`${a()}/api/vehicles/vehicle/${vehicle!.id}`, { method: 'POST', headers: owner, body: form });
  expect(changed.status).toBe(200);
  const { my_image: url } = (await changed.json()) as { my_image: string };
  const fromA = await fetch(new URL(url, a()));
  const bytes = Buffer.from(await fromA.arrayBuffer());
  expect(bytes.length).toBeGreaterThan(0);
  for (const other of [b(), c()]) {
    const served = await fetch(new URL(url, other));
    expect(served.status).toBe(200);
    expect(served.headers.get('etag')).toBe(fromA.headers.get('etag'));
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  }
});

it('a session revoked through one process is refused by the others within a second', async () => {
  const owner = await signIn(cluster.base, OWNER);
  // Each process answers the token once first, so each holds the session in its memory.
  for (const base of [a(), b(), c()]) expect((await fetch(`${base}/api/user`, { headers: owner })).status).toBe(200);
  expect((await fetch(`${a()}/api/logout`, { method: 'POST', headers: owner })).status).toBe(200);
  const revoked = Date.now();
  const refusedAfter = await Promise.all(
    [b(), c()].map(async (base) => {
      while ((await fetch(`${base}/api/user`, { headers: owner })).status !== 401) {
        if (Date.now() - revoked > 5_000) return Infinity;
        await sleep(10);
      }
      return Date.now() - revoked;
    }),
  );
  for (const ms of refusedAfter) expect(ms).toBeLessThan(1_000);
});

it('sign-in attempts are counted across the processes: the sixth wrong password is refused, whichever process takes it', async () => {
  const account = DEMO_ACCOUNTS.filter((x) => x.role === 'USER')[1]!.email;
  const attempt = (base: string) =>
    fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: account, password: 'not-the-password' }),
    });
  const bases = [a(), b(), c(), a(), b()];
  for (const base of bases) expect((await attempt(base)).status).not.toBe(429);
  const sixth = await attempt(c());
  expect(sixth.status).toBe(429);
  expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
});

it('every email is sent once, though all three processes deliver the outbox', async () => {
  const accounts = DEMO_ACCOUNTS.map((x) => x.email);
  for (const email of accounts) {
    const asked = await fetch(`${cluster.base}/api/password/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(asked.status).toBe(200);
  }
  const admin = await signIn(b(), ADMIN);
  for (const deadline = Date.now() + 30_000; ; await sleep(100)) {
    const { body } = await getJson(`${c()}/api/outbox?per_page=-1`, admin);
    const waiting = (body.data as { state: string }[]).filter((m) => m.state === 'queued' || m.state === 'sending');
    if (waiting.length === 0 && accounts.every((email) => inbox.messages.some((m) => m.envelopeTo.includes(email)))) break;
    if (Date.now() > deadline) throw new Error(`the outbox still holds ${waiting.length} messages after 30 s`);
  }
  const sent = inbox.messages.map((m) => `${m.envelopeTo.join(',')} ${m.headers.subject}`);
  expect(new Set(sent).size).toBe(sent.length);
  for (const email of accounts) expect(inbox.messages.filter((m) => m.envelopeTo.includes(email) && /password/i.test(m.headers.subject ?? ''))).toHaveLength(1);
});

it('a CSV upload through one process is seen, with what it loaded, by the others', async () => {
  const admin = await signIn(a(), ADMIN);
  const post = async (base: string, path: string, body: object) => {
    const response = await fetch(`${base}${path}`, { method: 'POST', headers: { ...admin, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(response.status).toBe(201);
    return (await response.json()) as any;
  };
  const dealer = await post(b(), '/api/dealers', dealerPayload('SEV'));
  const model = await post(c(), '/api/models', modelPayload('SEV'));
  const rows = [1, 2, 3].map((n) => roadsideRow(900 + n, { 'Dealer code': dealer.dealer_code, 'Model number': model.code }));
  const form = new FormData();
  form.append('user_file', new Blob([csv(rows)], { type: 'text/csv' }), 'roadside.csv');
  const loaded = await fetch(`${a()}/api/users/upload`, { method: 'POST', headers: admin, body: form });
  expect(loaded.status).toBe(200);
  const { upload_id: id } = (await loaded.json()) as { upload_id: number };
  for (const base of [b(), c()]) {
    const { body: run } = await getJson(`${base}/api/uploads/${id}`, admin);
    expect(run).toMatchObject({ id, status: 'loaded', rows: 3 });
    const { body: vehicles } = await getJson(`${base}/api/vehicles?search=LGWEF6A5XRH000901`, admin);
    expect(vehicles.data).toHaveLength(1);
  }
});
