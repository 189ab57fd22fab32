// Where a round's CPU went: the CPU time the server, this benchmark's own process and PostgreSQL's
// processes spent during it, per request answered. On a machine whose cores all three share, a
// side's p95 under a fixed number of callers follows what its requests cost them together, so
// these figures say how much of the p95 ratio is the server's own work and how much is the load
// client and the database driver, which no change to the server can take away. Linux only (/proc).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** CPU time in ms so far: the server, this process (load client, or replay driver and PGlite), and PostgreSQL's processes. */
export interface CpuReading {
  server: number;
  bench: number;
  database: number;
}

/** Linux counts a process's CPU time in clock ticks of 10 ms (USER_HZ is 100 on every architecture Node runs on). */
const MS_PER_TICK = 10;

/**
 * A process's CPU time in ms, user and system; with `children`, also that of its children which
 * have ended (PostgreSQL's postmaster waits for every backend it started).
 */
export function cpuMsOf(pid: number, children = false): number {
  // The command name may hold spaces and parentheses: the fields counted here come after its last ")".
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 to 17 of proc(5), counted from the state (field 3): utime, stime, cutime, cstime.
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number) as [number, number, number, number];
  return (utime + stime + (children ? cutime + cstime : 0)) * MS_PER_TICK;
}

/** The PostgreSQL server of the data folder `dir` (as tests/support/postgres.sh lays it out): its postmaster's and every backend's CPU time in ms. */
export function postgresCpuMs(dir: string): number {
  const postmaster = Number(readFileSync(join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const backends = readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8').trim().split(' ').filter(Boolean).map(Number);
  // A backend ending between the two reads is counted in the postmaster's children's time instead.
  return backends.reduce((sum, pid) => sum + readIfRunning(pid), cpuMsOf(postmaster, true));
}

const readIfRunning = (pid: number) => {
  try {
    return cpuMsOf(pid);
  } catch {
    return 0;
  }
};

/** This process's CPU time in ms. */
export function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Microseconds of CPU per request between two readings. */
export function perRequest(before: CpuReading, after: CpuReading, requests: number): CpuReading {
  const each = (key: keyof CpuReading) => (requests ? ((after[key] - before[key]) * 1000) / requests : Number.NaN);
  return { server: each('server'), bench: each('bench'), database: each('database') };
}

export const totalOf = (cpu: CpuReading) => cpu.server + cpu.bench + cpu.database;
