// Whether the embedded server (PGlite) keeps answering while it checks and loads a large CSV file:
// a 300,000-row owner file is checked (a dry run: read, checked, staged and compared, nothing
// written), then loaded, while a staff page (dealers, page 1) is asked every 100 ms whatever the answers before it, as
// a screen's users would; each page's time is kept. The same pages are asked for 5 s with no
// upload first, as the baseline. Writes bench/upload-responsiveness.md.
//   tsx bench/upload-responsiveness.ts   (`npm run bench` runs it; BENCH_RESPONSIVE_ROWS for fewer rows)
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase } from '../server/db/connect.ts';
import { ensureAdmin } from '../server/seed/index.ts';
import { BENCH_ADMIN } from './config.ts';
import { fillCatalogue } from './generate.ts';
import { ownerRows, writeCsvFile } from './import-files.ts';
import { upload } from './import-upload.ts';
import { cleanUp, signIn, startServer, workFolder } from './processes.ts';

const ROWS = Number(process.env.BENCH_RESPONSIVE_ROWS || 300_000);
const PROBE_EVERY_MS = 100;
const PAGE = '/api/dealers?page=1&per_page=10';

interface Probes {
  times: number[];
  failed: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Asks the page every PROBE_EVERY_MS until `until` settles (open loop: a slow answer does not delay the next ask). */
async function probe(origin: string, token: string, until: Promise<unknown>): Promise<Probes> {
  const probes: Probes = { times: [], failed: 0 };
  const asked: Promise<void>[] = [];
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    const started = performance.now();
    asked.push(
      fetch(`${origin}${PAGE}`, { headers: { authorization: `Bearer ${token}` } }).then(
        async (reply) => {
          await reply.arrayBuffer();
          if (reply.ok) probes.times.push(performance.now() - started);
          else probes.failed++;
        },
        () => void probes.failed++,
      ),
    );
    await new Promise((next) => setTimeout(next, PROBE_EVERY_MS));
  }
  await Promise.all(asked);
  return probes;
}

function summary(label: string, { times, failed }: Probes): string {
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (n: number) => `${Math.round(n).toLocaleString('en')} ms`;
  return `| ${label} | ${sorted.length} | ${ms(percentile(sorted, 0.5))} | ${ms(percentile(sorted, 0.95))} | ${ms(sorted.at(-1) ?? 0)} | ${failed} |`;
}

async function main() {
  const folder = workFolder('mygwm-bench-responsive.');
  const dataDir = join(folder, 'pglite');
  const database = await openDatabase({ dataDir });
  try {
    await fillCatalogue(database);
    await ensureAdmin(database.db, BENCH_ADMIN);
  } finally {
    await database.close();
  }
  const path = join(folder, 'owners.csv');
  const bytes = await writeCsvFile(path, ownerRows(ROWS, 20260501));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, UPLOAD_MAX_MB: String(Math.ceil(bytes / 2 ** 20) + 1) };
  delete env.DATABASE_URL;
  const server = await startServer(env);
  try {
    const token = await signIn(server.origin);
    const idle = await probe(server.origin, token, new Promise((done) => setTimeout(done, 5_000)));
    const file = { kind: 'owners' as const, path, rows: ROWS, bytes };
    // A check, then the load of the same file: the first writes nothing, the second every record.
    const runs: string[] = [];
    for (const dryRun of [true, false]) {
      const started = performance.now();
      const uploading = upload(server.origin, token, file, { dryRun });
      const during = await probe(server.origin, token, uploading);
      const { answer } = await uploading;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (answer.rejected || answer.rows !== ROWS) throw new Error(`the upload read ${answer.rows} rows, ${answer.rejected} rejected`);
      runs.push(summary(`the ${ROWS.toLocaleString('en')}-row ${dryRun ? 'check' : 'load'} (${seconds} s)`, during));
    }
    const report = [
      '# The embedded server while it checks and loads a large file',
      '',
      `\`bench/upload-responsiveness.ts\`, ${new Date().toISOString().slice(0, 10)}: PGlite, the built server; a ${ROWS.toLocaleString('en')}-row owner file`,
      `(${Math.round(bytes / 2 ** 20)} MB) checked (dry run), then loaded, while \`GET ${PAGE}\` was asked every ${PROBE_EVERY_MS} ms as an`,
      'administrator (open loop). Times from the ask to the whole answer.',
      '',
      '| while | pages | median | p95 | slowest | failed |',
      '|---|--:|--:|--:|--:|--:|',
      summary('nothing else (5 s)', idle),
      ...runs,
      '',
    ].join('\n');
    writeFileSync(resolve(import.meta.dirname, 'upload-responsiveness.md'), report);
    console.log(report);
  } finally {
    await server.stop();
    cleanUp();
  }
}

main().catch((error: Error) => {
  console.error(`upload responsiveness: ${error.stack ?? error.message}`);
  cleanUp();
  process.exit(1);
});
