// `npm run bench`: on each database (PGlite in .tmp/bench, then a throwaway PostgreSQL server
// started with tests/support/postgres.sh), fills a fresh database (generate.ts), measures each
// scenario's statements in the database alone (measure-db.ts), starts the real server
// (server/main.ts) on 127.0.0.1 and load-tests it from this process (load.ts), then puts
// simulated owners and staff on it at once (mixed-load.ts). Prints the table
// and writes bench/results.md and bench/plans.md. Every child and the PostgreSQL server are
// stopped at the end, also on failure or Ctrl-C.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { BENCH_ADMIN, benchSizes, loadSettings } from './config.ts';
import type { Generated } from './generate.ts';
import { type LoadResult, loadTest } from './load.ts';
import { type MixedLoadResult, mixedLoad } from './mixed-load.ts';
import type { DbResult } from './measure-db.ts';
import { type DatabaseRun, writeReports } from './report.ts';

const ROOT = resolve(import.meta.dirname, '..');
const WORK = join(ROOT, '.tmp/bench');
const settings = loadSettings();
const children = new Set<ChildProcess>();
let pgDir: string | undefined;

function stopPostgres() {
  if (!pgDir) return;
  const dir = pgDir;
  pgDir = undefined;
  try {
    execFileSync('bash', [join(ROOT, 'tests/support/postgres.sh'), 'stop', dir], { stdio: 'inherit' });
  } catch {
    console.error(`bench: could not stop PostgreSQL in ${dir}`);
  }
}

function cleanUp() {
  for (const child of children) child.kill('SIGTERM');
  stopPostgres();
}

process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`bench: ${signal}, stopping`);
    cleanUp();
    process.exit(130);
  });
}

/** Runs a TypeScript file in a child node, echoing its output; answers what it printed. */
function runScript(file: string, args: string[], env: NodeJS.ProcessEnv, minutes: number): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, file), ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
    children.add(child);
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      for (const line of chunk.toString().split('\n')) if (line && !line.startsWith('{')) console.log(line);
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), minutes * 60_000);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      children.delete(child);
      if (code === 0) done(out);
      else fail(new Error(`${file} ended with ${signal ?? `exit code ${code}`}`));
    });
  });
}

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

async function startServer(env: NodeJS.ProcessEnv): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    // The bench stands in front of the server as its proxy: the mixed load's owners each come from an address of their own.
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: '0', LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    children.delete(child);
  };
  for (let waited = 0; waited < 180_000; waited += 250) {
    if (child.exitCode !== null) throw new Error('the server exited before it answered');
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error('the server did not answer within 3 minutes');
}

async function signIn(origin: string): Promise<string> {
  const reply = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: BENCH_ADMIN.email, password: BENCH_ADMIN.password }),
  });
  const body = (await reply.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in failed: ${reply.status}`);
  return body.access_token;
}

async function runOn(kind: DbResult['kind']): Promise<DatabaseRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_SCALE: String(settings.scale) };
  delete env.DATABASE_URL;
  if (kind === 'pglite') {
    const dir = join(WORK, 'pglite');
    rmSync(dir, { recursive: true, force: true });
    Object.assign(env, { BENCH_DATA_DIR: dir, DATA_DIR: dir });
  } else {
    pgDir = mkdtempSync('/tmp/mygwm-bench-pg.');
    const port = await freePort();
    execFileSync('bash', [join(ROOT, 'tests/support/postgres.sh'), 'start', pgDir, String(port)], { stdio: 'inherit' });
    env.DATABASE_URL = `postgres://postgres@127.0.0.1:${port}/postgres`;
  }
  console.log(`\n=== ${kind}: generating`);
  const generatedOut = await runScript('bench/generate.ts', [], env, 15);
  const generated = JSON.parse(generatedOut.trim().split('\n').at(-1)!) as Generated;

  console.log(`=== ${kind}: the database alone`);
  const dbFile = join(WORK, `${kind}-db.json`);
  await runScript('bench/measure-db.ts', [dbFile], env, 15);
  const db = JSON.parse(readFileSync(dbFile, 'utf8')) as DbResult;

  console.log(`=== ${kind}: load test through the server, ${settings.connections} connections, ${settings.seconds} s per scenario`);
  const server = await startServer(env);
  const load: Record<string, LoadResult> = {};
  let mixed: MixedLoadResult;
  try {
    const token = await signIn(server.origin);
    for (const scenario of db.scenarios) {
      // Requests of the last run whose clients have gone are still queued for the database:
      // a health check (one query) answers only once they are done, so runs do not overlap.
      await fetch(`${server.origin}/api/health`);
      await loadTest(server.origin, scenario.path, token, Math.min(8, settings.connections), 1);
      await fetch(`${server.origin}/api/health`);
      load[scenario.id] = await loadTest(server.origin, scenario.path, token, settings.connections, settings.seconds);
      const r = load[scenario.id]!;
      console.log(`  ${scenario.id}: median ${r.median} ms, p95 ${r.p95} ms, ${Math.round(r.perSecond)} req/s${r.errors ? `, ${r.errors} errors` : ''}`);
    }
    const { owners, staff, seconds } = settings.mixed;
    console.log(`=== ${kind}: mixed load, ${owners} owners and ${staff} staff for ${seconds} s`);
    await fetch(`${server.origin}/api/health`);
    mixed = await mixedLoad(server.origin, token, settings.mixed);
    console.log(`  ${mixed.requests} requests, ${Math.round(mixed.perSecond)} req/s, p99 ${Math.round(mixed.overall.p99)} ms, ${mixed.errors} errors`);
  } finally {
    await server.stop();
    if (kind === 'postgresql') stopPostgres();
  }
  return { kind, generated, db, load, mixed };
}

async function main() {
  mkdirSync(WORK, { recursive: true });
  const kinds = (process.env.BENCH_DATABASES ?? 'pglite,postgresql').split(',').map((k) => k.trim()) as DbResult['kind'][];
  console.log(`bench: scale ${settings.scale} (${JSON.stringify(benchSizes(settings.scale))}), databases ${kinds.join(', ')}`);
  const runs: DatabaseRun[] = [];
  for (const kind of kinds) runs.push(await runOn(kind));
  console.log(`\n${writeReports(runs, settings)}`);
}

main().catch((error: Error) => {
  console.error(`bench: ${error.message}`);
  cleanUp();
  process.exit(1);
});
