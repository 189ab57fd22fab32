// The built server's memory at rest with the demo data: its resident set (VmRSS, from /proc) once a
// start and a few typical requests are over and it has settled, with V8's heap and external memory
// read from its own /metrics. Four starts: a new PGlite folder (initdb, migrations, the demo
// loaded), a restart on that folder, a throwaway PostgreSQL server (the demo loaded), a restart on
// it. Rewrites the "At rest" section of bench/idle-memory.md (the sections after it are kept).
// `npx tsx bench/idle-memory.ts`; `npm run bench` runs it after file-downloads.ts (about 5 minutes).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ADMIN, ADMIN_PASSWORD, DEMO_OWNERS, OWNER_PASSWORD } from '../server/seed/demo/people.ts';
import { type BenchServer, startPostgres, startServer, stopPostgres, workFolder } from './processes.ts';
import { replaceSection } from './report.ts';

const ROOT = resolve(import.meta.dirname, '..');
const REPORT = join(ROOT, 'bench/idle-memory.md');
const TOKEN = randomBytes(16).toString('hex');

/**
 * At rest: the resident set, read every second after the warm-up, has moved less than 1% over the
 * last 10 s, and at least 60 s have passed: V8's memory reducer shrank the young generation the
 * start had grown 30 to 40 s after the last request in our runs; at most 150 s. The figure 30 s after
 * the warm-up is kept beside it.
 */
const REST = { window: 10, spread: 0.01, atLeast: 60, atMost: 150, early: 30 };

interface Rest {
  start: string;
  rssMb: number;
  /** The resident set REST.early seconds after the warm-up, before V8 shrinks its heap. */
  earlyMb: number;
  /** The kernel's high-water mark of the resident set, the start included. */
  peakMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
  /** Seconds from the end of the warm-up to rest (REST.atMost when it never settled). */
  settled: number;
}

const statusMb = (pid: number, field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What a signed-in administrator and owner ask first, twice: the pages' API calls, sign-in included. */
async function warmUp(origin: string) {
  const call = async (path: string, token?: string, body?: unknown) => {
    const response = await fetch(`${origin}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as { access_token?: string };
  };
  for (let round = 0; round < 2; round++) {
    const admin = (await call('/api/login', undefined, { username: ADMIN.email, password: ADMIN_PASSWORD })).access_token;
    for (const path of ['/api/dashboard', '/api/users', '/api/vehicles', '/api/dealers', '/api/outbox']) await call(path, admin);
    const owner = (await call('/api/login', undefined, { username: DEMO_OWNERS.au, password: OWNER_PASSWORD })).access_token;
    for (const path of ['/api/vehicles/user', '/api/messages/best', '/api/dealers/user', '/api/vehicleservices/user', '/api/content/search']) {
      await call(path, owner);
    }
  }
}

/** V8's heap and external memory from the server's /metrics (prom-client's Node.js collector), in MB. */
async function heapOf(origin: string) {
  const text = await (await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN) / 1024 / 1024;
  return {
    heapUsedMb: value('nodejs_heap_size_used_bytes'),
    heapTotalMb: value('nodejs_heap_size_total_bytes'),
    externalMb: value('nodejs_external_memory_bytes'),
  };
}

async function measure(start: string, env: NodeJS.ProcessEnv): Promise<Rest> {
  // A local demo as `npm start` makes it (the demo loaded into an empty database, README passwords), with metrics.
  const server: BenchServer = await startServer(env, { DEMO_DATA: '', TRUST_PROXY: '', METRICS_TOKEN: TOKEN });
  try {
    await warmUp(server.origin);
    const samples: number[] = [];
    for (let second = 1; second <= REST.atMost; second++) {
      await sleep(1000);
      samples.push(statusMb(server.pid, 'VmRSS'));
      const last = samples.slice(-REST.window);
      const settled = last.length === REST.window && Math.max(...last) - Math.min(...last) < REST.spread * Math.max(...last);
      if ((settled && second >= REST.atLeast) || second === REST.atMost) {
        const rest = {
          start,
          rssMb: samples.at(-1)!,
          earlyMb: samples[REST.early - 1]!,
          peakMb: statusMb(server.pid, 'VmHWM'),
          ...(await heapOf(server.origin)),
          settled: second,
        };
        console.log(
          `  ${start}: ${Math.round(rest.rssMb)} MB at rest after ${second} s (${Math.round(rest.earlyMb)} MB after ${REST.early} s; peak ${Math.round(rest.peakMb)} MB; heap ${Math.round(rest.heapUsedMb)} of ${Math.round(rest.heapTotalMb)} MB, external ${Math.round(rest.externalMb)} MB)`,
        );
        return rest;
      }
    }
    throw new Error('unreachable');
  } finally {
    await server.stop();
  }
}

function section(rests: Rest[]): string {
  const mb = (n: number) => `${Math.round(n)} MB`;
  return [
    '## At rest',
    '',
    `Machine: ${process.platform}, node ${process.version}; ${new Date().toISOString().slice(0, 10)}. Written by \`bench/idle-memory.ts\`.`,
    '',
    `| start | resident at rest | ${REST.early} s after the warm-up | peak (high-water mark) | V8 heap used / total | external | settled after |`,
    '|---|--:|--:|--:|--:|--:|--:|',
    ...rests.map(
      (r) =>
        `| ${r.start} | ${mb(r.rssMb)} | ${mb(r.earlyMb)} | ${mb(r.peakMb)} | ${mb(r.heapUsedMb)} / ${mb(r.heapTotalMb)} | ${mb(r.externalMb)} | ${r.settled} s |`,
    ),
    '',
  ].join('\n');
}

async function main() {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const rests: Rest[] = [];
  console.log('=== idle memory: the built server at rest with the demo data');
  const dataDir = workFolder('mygwm-bench-idle.');
  rests.push(await measure('PGlite, first start on a new folder', { ...inherited, DATA_DIR: dataDir }));
  rests.push(await measure('PGlite, restart on that folder', { ...inherited, DATA_DIR: dataDir }));
  const postgres = await startPostgres();
  try {
    const env = { ...inherited, DATA_DIR: workFolder('mygwm-bench-idle.'), DATABASE_URL: postgres.url };
    rests.push(await measure('PostgreSQL, first start on an empty database', env));
    rests.push(await measure('PostgreSQL, restart', env));
  } finally {
    stopPostgres(postgres.dir);
  }
  const intro = [
    '# Idle memory',
    '',
    "The built server's resident memory at rest with the demo data (`bench/idle-memory.ts`): started as `npm run serve`",
    'starts it, then two rounds of what a signed-in administrator and owner ask first (sign-in, dashboard, lists, garage),',
    "then VmRSS read every second until it moved less than 1% over 10 s, and no sooner than 60 s (V8's memory reducer",
    'shrinks the young generation a start grew 30 to 40 s after the last request). V8 heap and external memory from its `/metrics`;',
    "external is mostly PGlite's WebAssembly memory, of which only the pages PostgreSQL touched are resident.",
    '',
  ].join('\n');
  const page = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : intro;
  writeFileSync(REPORT, replaceSection(page, 'At rest', section(rests)));
}

main().catch((error: Error) => {
  console.error(`bench idle memory: ${error.message}`);
  process.exit(1);
});
