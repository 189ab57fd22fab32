// Several processes of the built server on one database and one file store behind nginx, as
// README's "Running in production" describes: the several-processes test and the faults. Each
// process keeps its port across restarts, so the balancer finds it again.
import { freePort } from '../e2e/support/server-process.ts';
import { type Balancer, startBalancer } from './balancer.ts';
import { type ServerChild, startServerChild } from './server-child.ts';

export interface ClusterProcess {
  port: number;
  base: string;
  /** The running process, if any. */
  current?: ServerChild;
  start(): Promise<void>;
  /** SIGTERM for a graceful stop, SIGKILL for a crash; answers the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface Cluster {
  /** The balancer's address: what callers use. */
  base: string;
  processes: ClusterProcess[];
  close(): Promise<void>;
}

function clusterProcess(script: string, port: number, env: Record<string, string>): ClusterProcess {
  const member: ClusterProcess = {
    port,
    base: `http://127.0.0.1:${port}`,
    async start() {
      member.current = await startServerChild(script, port, env);
    },
    async stop(signal = 'SIGTERM') {
      const code = await member.current?.stop(signal);
      member.current = undefined;
      return code ?? null;
    },
  };
  return member;
}

/** Starts `count` processes of `script` at the same moment, then the balancer in front of them. */
export async function startCluster(script: string, env: Record<string, string>, count = 3): Promise<Cluster> {
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const processes = ports.map((port) => clusterProcess(script, port, env));
  let balancer: Balancer | undefined;
  const close = async () => {
    await balancer?.stop();
    await Promise.all(processes.map((p) => p.stop('SIGKILL')));
  };
  try {
    const started = await Promise.allSettled(processes.map((p) => p.start()));
    const failed = started.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    balancer = await startBalancer(await freePort(), ports);
  } catch (error) {
    await close();
    throw error;
  }
  return { base: balancer.base, processes, close };
}
