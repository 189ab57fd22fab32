// SIGTERM to the built server (README, "Running in production"): the ready check answers 503 at
// once while the process still answers; a request in flight finishes; one still running at the
// end of the grace is cut off and its upload recorded as interrupted; an email whose SMTP server
// hangs is handed back (its lease ends now, not in two minutes); and the process exits 0. Runs on
// PGlite (a data folder) and, with TEST_DATABASE_URL, on PostgreSQL.
import { type ClientRequest, request } from 'node:http';
import { createServer, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { INTERRUPTED } from '../../server/queries/uploads/uploads.ts';
import { type ChildDatabase, childDatabase, signIn, startBuiltServer } from './built-server.ts';
import { dealerPayload, modelPayload } from './fixtures.ts';
import { csv, roadsideRow } from './upload-files.ts';

const ADMIN = { email: 'stop.admin@mygwm.example', password: 'stop-password-1' };
const BOUNDARY = 'stopping-upload';
const GRACE_SECONDS = 4;

/** An SMTP server that takes connections and never greets: a send to it hangs past any grace. */
const smtpSockets = new Set<Socket>();
let smtpConnected: () => void;
const smtpReached = new Promise<void>((done) => (smtpConnected = done));
const hangingSmtp = createServer((socket) => {
  smtpSockets.add(socket);
  smtpConnected();
});
let database: ChildDatabase;

beforeAll(async () => {
  await new Promise<void>((done) => hangingSmtp.listen(0, '127.0.0.1', done));
  database = await childDatabase('shutdown');
});

afterAll(async () => {
  for (const socket of smtpSockets) socket.destroy();
  hangingSmtp.close();
  await database.remove();
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function until(what: string, check: () => Promise<boolean>) {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(50)) if (await check()) return;
  throw new Error(`${what} did not happen within 30 s`);
}

interface Upload {
  request: ClientRequest;
  answer: Promise<{ status: number; body: any }>;
}

/** A roadside-users upload whose form is sent up to the middle of its file, the rest left for later. */
function startUpload(base: string, auth: Record<string, string>, fileName: string, rows: string[][]): Upload {
  const upload = request(`${base}/api/users/upload`, { method: 'POST', headers: { ...auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
  const answer = new Promise<{ status: number; body: any }>((done, fail) => {
    upload.on('error', fail);
    upload.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk));
      response.on('end', () => done({ status: response.statusCode!, body: JSON.parse(text) }));
    });
  });
  upload.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="user_file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`);
  upload.write(csv(rows));
  return { request: upload, answer };
}

it('stops answering ready, finishes the request in flight, hands back its leases and exits 0', async () => {
  const server = await startBuiltServer({
    ...database.env,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: `smtp://127.0.0.1:${(hangingSmtp.address() as { port: number }).port}`,
    SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
  });
  const auth = await signIn(server.base, ADMIN);
  const post = (path: string, body: object) =>
    fetch(`${server.base}${path}`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const dealer = (await (await post('/api/dealers', dealerPayload('STOP'))).json()) as { dealer_code: string };
  const model = (await (await post('/api/models', modelPayload('STOP'))).json()) as { code: string };
  const rows = Array.from({ length: 4 }, (_, n) => roadsideRow(n, { 'Dealer code': dealer.dealer_code, 'Model number': model.code }));

  // The sender claims the reset email and hangs on the SMTP server's greeting.
  expect((await post('/api/password/email', { email: ADMIN.email })).status).toBe(200);
  await smtpReached;

  // Two uploads in flight: one finishes after the signal, the other never does.
  const finishing = startUpload(server.base, auth, 'finishing.csv', rows.slice(0, 2));
  const endless = startUpload(server.base, auth, 'endless.csv', rows.slice(2));
  endless.answer.catch(() => undefined);
  const running = async () => {
    const list = (await (await fetch(`${server.base}/api/uploads?status=running`, { headers: auth })).json()) as { data: { file_name: string }[] };
    return list.data.length === 2;
  };
  await until('both uploads running', running);

  const signalled = Date.now();
  server.child.kill('SIGTERM');
  await until('ready answering 503', async () => (await fetch(`${server.base}/api/health/ready`)).status === 503);
  expect(await (await fetch(`${server.base}/api/health/ready`)).json()).toMatchObject({ status: 'unavailable', reason: 'stopping' });
  expect((await fetch(`${server.base}/api/health/live`)).status).toBe(200);

  finishing.request.end(`${csv(rows.slice(2))}\r\n--${BOUNDARY}--\r\n`);
  const finished = await finishing.answer;
  expect(finished.status).toBe(200);
  expect(finished.body).toMatchObject({ status: 'loaded', rows: 4, rejected: 0 });

  expect(await server.exited).toBe(0);
  // It waited for the grace (the endless upload), and not much longer.
  expect(Date.now() - signalled).toBeGreaterThanOrEqual(GRACE_SECONDS * 1000);
  expect(Date.now() - signalled).toBeLessThan((GRACE_SECONDS + 10) * 1000);
  await expect(endless.answer).rejects.toThrow();

  const opened = await database.open();
  try {
    const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await opened.db.execute(query)) as unknown as { rows: T[] }).rows;
    const [mail] = await rowsOf<{ state: string; tries: number; due: boolean }>(
      sql`SELECT state, tries, next_attempt_at <= now() AS due FROM outbox_messages WHERE "to" = ${ADMIN.email}`,
    );
    // Still the try that hung, but due again now: the next server to look sends it.
    expect(mail).toEqual({ state: 'sending', tries: 1, due: true });
    const uploads = await rowsOf<{ file_name: string; status: string; message: string | null }>(
      sql`SELECT file_name, status, message FROM uploads ORDER BY id`,
    );
    expect(uploads).toEqual([
      { file_name: 'finishing.csv', status: 'loaded', message: expect.any(String) },
      { file_name: 'endless.csv', status: 'interrupted', message: INTERRUPTED },
    ]);
  } finally {
    await opened.close();
  }
}, 120_000);
