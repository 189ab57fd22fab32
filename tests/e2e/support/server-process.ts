// The product's server as a child process, for tests that need one of their own beside the one
// playwright.config.ts starts (a scratch copy of the repository, a server with the demo data).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { urlOfPort } from './ports.ts';

export interface ServerProcess {
  baseURL: string;
  /** Stops the server and waits until it has let go of its data folder. */
  stop(): Promise<void>;
}

/** A port nobody listens on right now, so parallel runs and other developers' servers never clash. */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

/** Starts the built server of the checkout at `cwd` (`npm run build` makes it) on `port` and waits for its health check. */
export async function startServer(cwd: string, port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, [join(cwd, 'dist/server/main.js')], {
    cwd,
    env: { ...process.env, NODE_OPTIONS: '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
  const exited = once(child, 'exit');
  const baseURL = urlOfPort(port);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill();
    await exited;
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { baseURL, stop };
    if (child.exitCode !== null) throw new Error(`The server for ${cwd} stopped at start (exit code ${child.exitCode})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server did not answer on port ${port}`);
}
