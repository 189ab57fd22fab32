// Two faults of `npm run faults` outside the database:
// 3. The SMTP server down while owners ask for password resets: every request must answer at
//    once, the messages wait in the outbox, the server is killed (SIGKILL) and started again, the
//    SMTP server comes back, and every message must arrive exactly once.
// 4. The disk of the file store full (a tmpfs mounted over DATA_DIR/files and filled; mounting
//    needs root): photo uploads must be refused with 507, leave no file and no record naming a
//    missing file, the server must keep serving, and an upload must work once there is room.
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, mkdirSync, openSync, readdirSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { startSmtpInbox } from '../support/smtp-inbox.ts';
import { type Product, sleep, signIn, startProduct } from './product.ts';

const RESETS = 50;
const UPLOADS = 20;
const DEMO_OWNER = { email: 'liam.nguyen@example.com.au', password: 'MyGarage#2026' };

async function stop(product: Product, signal: NodeJS.Signals = 'SIGTERM') {
  product.child.kill(signal);
  await once(product.child, 'exit');
}

const countBy = <T>(items: T[]) => [...items.reduce((m, i) => m.set(i, (m.get(i) ?? 0) + 1), new Map<T, number>())];

export async function smtpDown(databaseUrl: string, dataDir: string): Promise<string[]> {
  const inbox = await startSmtpInbox();
  await inbox.stop();
  const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SMTP_URL: inbox.url, TRUST_PROXY: '1' };
  let product = await startProduct(env);
  const psql = (sql: string) => execFileSync('psql', [databaseUrl, '-Atqc', sql], { encoding: 'utf8' }).trim();
  psql(`INSERT INTO users (firstname, lastname, email, password, role, registered, invitation_code)
        SELECT 'Mail', 'Fault', 'mail-fault-' || n || '@faults.example', 'not a hash', 'USER', true, 'MAILFAULT' || n FROM generate_series(1, ${RESETS}) n`);
  const answers: string[] = [];
  let slowest = 0;
  await Promise.all(
    Array.from({ length: RESETS }, async (_, i) => {
      const started = performance.now();
      // One visitor each (the throttle counts per address), behind the loopback proxy TRUST_PROXY=1 believes.
      const response = await fetch(`${product.base}/api/password/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
        body: JSON.stringify({ email: `mail-fault-${i + 1}@faults.example` }),
      });
      answers.push(String(response.status));
      slowest = Math.max(slowest, performance.now() - started);
    }),
  );
  await sleep(2_000);
  const whileDown = psql("SELECT string_agg(state || ': ' || n, ', ') FROM (SELECT state, count(*) n FROM outbox_messages GROUP BY state ORDER BY state) s");
  await stop(product, 'SIGKILL');
  await inbox.start();
  const back = Date.now();
  product = await startProduct(env);
  let crashed = false;
  product.child.once('exit', () => (crashed = true));
  for (const deadline = Date.now() + 120_000; inbox.messages.length < RESETS && Date.now() < deadline;) await sleep(250);
  const allIn = Date.now() - back;
  // Long enough for more rounds of every sender: a message sent twice would show now.
  await sleep(12_000);
  const perAddress = countBy(inbox.messages.map((m) => m.envelopeTo.join()));
  const afterwards = psql("SELECT string_agg(state || ': ' || n, ', ') FROM (SELECT state, count(*) n FROM outbox_messages GROUP BY state ORDER BY state) s");
  const crashedBeforeStop = crashed;
  await stop(product);
  await inbox.stop();
  return [
    '## SMTP server down while email is asked for',
    '',
    `${RESETS} owners ask for a password reset at once (PostgreSQL) while nothing listens at SMTP_URL; 2 s later the server is killed (SIGKILL), the SMTP server comes back and the server is started again. The first retry of a message is 30 s after its failure.`,
    '',
    '| figure | value |',
    '|---|---|',
    `| requests | ${RESETS} |`,
    `| answers | ${countBy(answers)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ')} |`,
    `| slowest answer | ${Math.round(slowest)} ms |`,
    `| outbox while the SMTP server was down | ${whileDown} |`,
    `| messages received | ${inbox.messages.length} |`,
    `| addresses that received their message exactly once | ${perAddress.filter(([, n]) => n === 1).length} of ${RESETS} |`,
    `| addresses that received it more than once | ${perAddress.filter(([, n]) => n > 1).length} |`,
    `| from the SMTP server's return to the last message | ${(allIn / 1000).toFixed(1)} s |`,
    `| outbox afterwards | ${afterwards} |`,
    `| server crashed after the restart | ${crashedBeforeStop ? 'yes' : 'no'} |`,
    '',
  ];
}

/** Fills the folder's file system: big writes, then small ones, until it says ENOSPC. */
function fill(path: string) {
  const fd = openSync(path, 'w');
  try {
    for (const size of [1024 * 1024, 4096, 1]) {
      const chunk = Buffer.alloc(size);
      try {
        for (;;) writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      }
    }
  } finally {
    closeSync(fd);
  }
}

/** Every file under the folder whose name says it was left part-written. */
const partialFiles = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.partial'));

export async function diskFull(dataDir: string): Promise<string[]> {
  const files = join(dataDir, 'files');
  mkdirSync(files, { recursive: true });
  const heading = ['## The disk of the file store full under uploads', ''];
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', files], { stdio: 'ignore' });
  } catch {
    return [...heading, 'Not run: mounting a small tmpfs over the file store needs root.', ''];
  }
  try {
    // The demo data: its garage content fills part of the store, and its owner has vehicles.
    const product = await startProduct({ DATA_DIR: dataDir, DEMO_DATA: '1' });
    let crashed = false;
    product.child.once('exit', () => (crashed = true));
    const token = await signIn(product.base, DEMO_OWNER);
    const auth = { authorization: `Bearer ${token}` };
    const [vehicle] = (await (await fetch(`${product.base}/api/vehicles/user`, { headers: auth })).json()) as { id: number }[];
    const read = async () =>
      (await (await fetch(`${product.base}/api/vehicles/vehicle/${vehicle!.id}`, { headers: auth })).json()) as {
        image_url: string | null;
        nickname: string | null;
      };
    const before = await read();
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#8e44ad' } })
      .jpeg()
      .toBuffer();
    const upload = async () => {
      const form = new FormData();
      form.append('nickname', 'Full disk');
      form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'ute.jpg');
      const response = await fetch(`${product.base}/api/vehicles/vehicle/${vehicle!.id}`, { method: 'PUT', headers: auth, body: form });
      return { status: response.status, body: (await response.json()) as { message?: string; image_url?: string } };
    };

    fill(join(files, 'filler'));
    const refused = [];
    for (let i = 0; i < UPLOADS; i++) refused.push(await upload());
    const during = await read();
    const pictureServed = async (url: string | null) => url === null || (await fetch(`${product.base}${url}`)).ok;
    const orphans = (await pictureServed(during.image_url)) ? 0 : 1;
    const unchanged = during.image_url === before.image_url && during.nickname === before.nickname;
    const partial = partialFiles(files).length;
    const health = (await fetch(`${product.base}/api/health`)).status;

    rmSync(join(files, 'filler'));
    const afterRoom = await upload();
    const served = afterRoom.status === 200 && (await pictureServed(afterRoom.body.image_url ?? null));
    const crashedBeforeStop = crashed;
    await stop(product);
    return [
      ...heading,
      `The demo data on PGlite, its file store on a 64 MB tmpfs filled to the last byte; the demo owner uploads a vehicle photo ${UPLOADS} times, then once more after the filler is removed.`,
      '',
      '| figure | value |',
      '|---|---|',
      `| uploads while full | ${UPLOADS} |`,
      `| answers | ${countBy(refused.map((r) => `${r.status} "${r.body.message}"`))
        .map(([answer, n]) => `${n} × ${answer}`)
        .join(', ')} |`,
      `| vehicle unchanged (photo and nickname) | ${unchanged ? 'yes' : 'no'} |`,
      `| records naming a missing file | ${orphans} |`,
      `| part-written files left | ${partial} |`,
      `| server crashed | ${crashedBeforeStop ? 'yes' : 'no'} |`,
      `| /api/health while full | ${health} |`,
      `| upload once there was room | ${afterRoom.status}${served ? ', photo served' : ', photo NOT served'} |`,
      '',
    ];
  } finally {
    execFileSync('umount', [files]);
  }
}
