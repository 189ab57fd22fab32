// What the benchmark starts, and how it stops all of it: throwaway PostgreSQL servers
// (tests/support/postgres.sh), the product's server (built as `npm start` builds it and run by
// plain node as `npm run serve` runs it, one process so its memory can be read) and child scripts. Everything started here is stopped at exit, also on
// failure or Ctrl-C. Ports are free ones on loopback, or taken from BENCH_PORTS ("3430-3439").
import { type ChildProcess, type SpawnOptions, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildServer } from '../server/build.ts';
import { BENCH_ADMIN } from './config.ts';

const ROOT = resolve(import.meta.dirname, '..');
const children = new Set<ChildProcess>();
const postgresDirs = new Set<string>();
const folders = new Set<string>();

export function stopPostgres(dir: string) {
  if (!postgresDirs.delete(dir)) return;
  try {
    execFileSync('bash', [join(ROOT, 'tests/support/postgres.sh'), 'stop', dir], { stdio: 'inherit' });
  } catch {
    console.error(`bench: could not stop PostgreSQL in ${dir}`);
  }
}

export function cleanUp() {
  for (const child of children) child.kill('SIGTERM');
  for (const dir of [...postgresDirs]) stopPostgres(dir);
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
}

process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`bench: ${signal}, stopping`);
    cleanUp();
    process.exit(130);
  });
}

/** The ports of a range written "first-last", or undefined when none is given. */
export function portRange(text: string | undefined): number[] | undefined {
  if (!text) return undefined;
  const found = /^(\d+)-(\d+)$/.exec(text.trim());
  if (!found || Number(found[1]) > Number(found[2])) throw new Error(`BENCH_PORTS must be written first-last (3430-3439), found "${text}"`);
  return Array.from({ length: Number(found[2]) - Number(found[1]) + 1 }, (_, i) => Number(found[1]) + i);
}

const listenOn = (port: number) =>
  new Promise<number | undefined>((done) => {
    const server = createServer();
    server.once('error', () => done(undefined));
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as { port: number };
      server.close(() => done(bound));
    });
  });

/** A port nobody listens on now: the first free one of BENCH_PORTS, or one the system picks. */
export async function freePort(): Promise<number> {
  const range = portRange(process.env.BENCH_PORTS);
  if (!range) return (await listenOn(0))!;
  for (const port of range) if (await listenOn(port)) return port;
  throw new Error(`no free port in BENCH_PORTS ${process.env.BENCH_PORTS}`);
}

/** Starts a throwaway PostgreSQL server; answers its URL and folder (stopped at exit, or by stopPostgres). */
export async function startPostgres(): Promise<{ url: string; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'mygwm-bench-pg.'));
  const port = await freePort();
  postgresDirs.add(dir);
  execFileSync('bash', [join(ROOT, 'tests/support/postgres.sh'), 'start', dir, String(port)], { stdio: 'inherit' });
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, dir };
}

/** A folder of the benchmark's own that the PostgreSQL server (another user) can read files from; removed at exit. */
export function workFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  folders.add(dir);
  return dir;
}

/** Runs a TypeScript file in a child node, echoing its output; answers what it printed. */
export function runScript(file: string, args: string[], env: NodeJS.ProcessEnv, minutes: number): Promise<string> {
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

export interface BenchServer {
  origin: string;
  /** The server's own process (node, no wrapper), whose memory can be read. */
  pid: number;
  /** Resolves once the server has sent every queued email (read from its metrics). */
  outboxSent(): Promise<void>;
  stop(): Promise<void>;
}

/** How long the bench waits for a server to send the emails it found queued (reminders at its first start, say). */
const OUTBOX_MINUTES = 10;

/** The emails a server's metrics say are queued or being sent. */
async function emailsWaiting(origin: string, metricsToken: string): Promise<number> {
  const text = await (await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
  const counts = [...text.matchAll(/^mygwm_outbox_messages\{state="(queued|sending)"\} (\d+)$/gm)].map((found) => Number(found[2]));
  if (!counts.length) throw new Error("the server's metrics give no outbox figures");
  return counts.reduce((a, b) => a + b, 0);
}

/**
 * Spawns a long-running program that cleanUp stops (at exit, on failure or Ctrl-C); answers it
 * and a stop that ends it and waits for its end.
 */
export function startChild(command: string, args: string[], options: SpawnOptions): { child: ChildProcess; stop(): Promise<void> } {
  const child = spawn(command, args, options);
  children.add(child);
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    children.delete(child);
  };
  return { child, stop };
}

/** Waits until `ready` answers true (polled every 250 ms); fails when the child exits first or after `seconds`, stopping it. */
export async function waitUntil(what: string, started: ReturnType<typeof startChild>, ready: () => Promise<boolean>, seconds: number): Promise<void> {
  for (let waited = 0; waited < seconds * 1000; waited += 250) {
    if (started.child.exitCode !== null) throw new Error(`${what} exited before it answered`);
    try {
      if (await ready()) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await started.stop();
  throw new Error(`${what} did not answer within ${seconds} s`);
}

/** The node options `npm run serve` starts the built server with (package.json), so that the bench measures the server as it runs. */
export function serveOptions(serve: string): string[] {
  const words = serve.trim().split(/\s+/);
  if (words[0] !== 'node' || words.at(-1) !== 'dist/server/main.js') throw new Error(`the serve script is not "node <options> dist/server/main.js": ${serve}`);
  return words.slice(1, -1);
}

let built: Promise<string> | undefined;

/**
 * Starts the product's server on 127.0.0.1 with `env` (its database) and waits for its health check;
 * `settings` replace the bench's own (no demo data, warnings only, the bench as the proxy).
 */
export async function startServer(env: NodeJS.ProcessEnv, settings: Record<string, string> = {}): Promise<BenchServer> {
  const port = await freePort();
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { serve: string } };
  // Built once per run, from the code as it is now.
  built ??= buildServer();
  const metricsToken = settings.METRICS_TOKEN ?? randomBytes(24).toString('hex');
  const started = startChild(process.execPath, [...serveOptions(scripts.serve), await built], {
    cwd: ROOT,
    // The bench stands in front of the server as its proxy: the mixed load's owners each come from an address of their own.
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
      ...settings,
      METRICS_TOKEN: metricsToken,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitUntil('the server', started, async () => (await fetch(`${origin}/api/health`)).ok, 180);
  const outboxSent = () => waitUntil('the outbox', started, async () => (await emailsWaiting(origin, metricsToken)) === 0, OUTBOX_MINUTES * 60);
  return { origin, pid: started.child.pid!, outboxSent, stop: started.stop };
}

/** The benchmark administrator's access token. */
export async function signIn(origin: string): Promise<string> {
  const reply = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: BENCH_ADMIN.email, password: BENCH_ADMIN.password }),
  });
  const body = (await reply.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in failed: ${reply.status}`);
  return body.access_token;
}
