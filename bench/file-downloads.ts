// Ten owners download one 50 MB manual at once: the server's memory (its process's resident set,
// read from /proc every 20 ms, and its peak, VmHWM) before and during the downloads, and how long
// they took. On the data folder, then on an S3-compatible bucket (s3rver in this process, as the
// tests start it); BENCH_FILE_STORES=disk for the first alone. Writes bench/file-downloads.md.
// `npx tsx bench/file-downloads.ts`; `npm run bench` runs it last.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join, resolve } from 'node:path';
import { startServer, workFolder } from './processes.ts';

const ROOT = resolve(import.meta.dirname, '..');
const FILE_BYTES = 50 * 1024 * 1024;
const OWNERS = 10;
const S3_PORT = 55493;

interface Run {
  store: string;
  idleMb: number;
  peakMb: number;
  /** The kernel's high-water mark of the process's resident set, start included. */
  highWaterMb: number;
  seconds: number;
  received: number;
}

const mb = (kb: number) => Math.round(kb / 1024);
const statusKb = (pid: number, field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);

/** Downloads `url`, reading and dropping its bytes as they come; answers how many came. */
const download = (url: string) =>
  new Promise<number>((done, fail) => {
    get(url, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => (response.statusCode === 200 ? done(bytes) : fail(new Error(`status ${response.statusCode}`))));
      response.on('error', fail);
    }).on('error', fail);
  });

async function measure(store: string, env: NodeJS.ProcessEnv, key: string): Promise<Run> {
  const server = await startServer(env);
  try {
    const url = `${server.origin}/api/files/${key}`;
    // One download first, so that what is measured is the server serving, not its first-use warm-up.
    await download(url);
    await new Promise((r) => setTimeout(r, 1000));
    const idle = statusKb(server.pid, 'VmRSS');
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, statusKb(server.pid, 'VmRSS'))), 20);
    const started = performance.now();
    const sizes = await Promise.all(Array.from({ length: OWNERS }, () => download(url)));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const run = {
      store,
      idleMb: mb(idle),
      peakMb: mb(peak),
      highWaterMb: mb(statusKb(server.pid, 'VmHWM')),
      seconds,
      received: sizes.reduce((a, b) => a + b, 0),
    };
    console.log(`  ${store}: idle ${run.idleMb} MB, peak ${run.peakMb} MB (high-water ${run.highWaterMb} MB), ${OWNERS} x 50 MB in ${seconds.toFixed(1)} s`);
    return run;
  } finally {
    await server.stop();
  }
}

async function main() {
  const stores = (process.env.BENCH_FILE_STORES ?? 'disk,s3').split(',').map((s) => s.trim());
  const data = randomBytes(FILE_BYTES);
  const key = `manuals/${randomBytes(16).toString('hex')}.pdf`;
  const runs: Run[] = [];
  console.log(`=== files: ${OWNERS} owners download a 50 MB manual at once`);
  if (stores.includes('disk')) {
    const dataDir = workFolder('mygwm-bench-files.');
    mkdirSync(join(dataDir, 'files', 'manuals'), { recursive: true });
    writeFileSync(join(dataDir, 'files', key), data);
    runs.push(await measure('data folder', { ...process.env, DATA_DIR: dataDir }, key));
  }
  if (stores.includes('s3')) {
    // Imported here, so that the disk run alone also runs on a tree without the S3 store (a "before" figure).
    const { startLocalS3 } = await import('../tests/support/s3-server.ts');
    const { s3FileStore } = await import('../server/platform/files/s3-store.ts');
    const s3 = await startLocalS3(S3_PORT);
    try {
      const bucket = await s3FileStore(s3.config);
      await bucket.put(key, data);
      bucket.close();
      const { bucket: name, endpoint } = s3.config;
      const env = { ...process.env, DATA_DIR: workFolder('mygwm-bench-files.'), S3_BUCKET: name, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: '1' };
      runs.push(await measure('S3 bucket (s3rver)', env, key));
    } finally {
      await s3.close();
    }
  }
  const lines = [
    '# Downloads of a large file',
    '',
    `${OWNERS} owners download the same 50 MB file at once through \`GET /api/files/{key}\` (node:http, reading and dropping the bytes);`,
    "the server's resident memory (VmRSS, sampled every 20 ms) just before and at its peak during them. Written by",
    '`bench/file-downloads.ts`.',
    '',
    `Machine: ${process.platform}, node ${process.version}; ${new Date().toISOString().slice(0, 10)}.`,
    '',
    '| store | idle | peak during the downloads | high-water mark | time for all ten |',
    '|---|---|---|---|---|',
    ...runs.map((r) => `| ${r.store} | ${r.idleMb} MB | ${r.peakMb} MB | ${r.highWaterMb} MB | ${r.seconds.toFixed(1)} s |`),
    '',
  ];
  writeFileSync(join(ROOT, 'bench/file-downloads.md'), lines.join('\n'));
}

main().catch((error: Error) => {
  console.error(`bench files: ${error.message}`);
  process.exit(1);
});
