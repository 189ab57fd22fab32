// A built server (`dist/server/main.js` or a test's own build) as a child process of node alone,
// so that a signal reaches the server itself: for the tests and faults of processes (a stop, a
// kill, several behind a balancer). The environment's DATABASE_URL is not passed on: a child uses
// the database its caller names.
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

export interface ServerChild {
  child: ChildProcess;
  base: string;
  port: number;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Sends `signal` (SIGTERM: a graceful stop) unless the process has ended, and waits for its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Starts `script` on `port` with `env` over the defaults, and waits until it answers ready (90 s at most). */
export async function startServerChild(script: string, port: number, env: Record<string, string>): Promise<ServerChild> {
  const { DATABASE_URL: _unset, ...inherited } = process.env;
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', DEMO_DATA: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 90_000; Date.now() < deadline; await sleep(100)) {
    if (child.exitCode !== null) throw new Error(`the server exited at start (${child.exitCode})`);
    const ready = await fetch(`${base}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, base, port, exited, stop };
  }
  await stop('SIGKILL');
  throw new Error('the server was not ready within 90 s');
}
