import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cpuMsOf, ownCpuMs, perRequest, postgresCpuMs, totalOf } from './cpu.ts';

/** Keeps this process busy until it has spent `ms` milliseconds of CPU (however busy the machine is). */
function burn(ms: number) {
  const start = ownCpuMs();
  while (ownCpuMs() - start < ms);
}

/**
 * A child node that spends `ms` milliseconds of CPU, says so, and exits when its input ends:
 * answers its id, when it has spent them, and an end that closes its input and waits for its exit.
 */
function busyChild(ms: number) {
  const script = `const s = process.cpuUsage(); while (process.cpuUsage(s).user + process.cpuUsage(s).system < ${ms * 1000}); process.stdout.write('spent'); process.stdin.resume().on('end', () => process.exit(0));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'ignore'] });
  const spent = new Promise<void>((done) => child.stdout.once('data', () => done()));
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  return { pid: child.pid!, spent, end: () => (child.stdin.end(), exited) };
}

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('CPU readings', () => {
  it("read a process's CPU time as the kernel counts it", () => {
    const [before, ownBefore] = [cpuMsOf(process.pid), ownCpuMs()];
    burn(300);
    const [spent, ownSpent] = [cpuMsOf(process.pid) - before, ownCpuMs() - ownBefore];
    expect(spent).toBeGreaterThanOrEqual(290);
    // Both count the whole process in ticks of 10 ms (the other's in microseconds).
    expect(Math.abs(spent - ownSpent)).toBeLessThan(40);
  });

  it("count a PostgreSQL server's running backends and, once they end, the postmaster's children's time", async () => {
    // A data folder whose postmaster is this process: its children stand for the backends.
    const dir = mkdtempSync(join(tmpdir(), 'mygwm-cpu-'));
    folders.push(dir);
    mkdirSync(join(dir, 'data'));
    writeFileSync(join(dir, 'data', 'postmaster.pid'), `${process.pid}\n${dir}/data\n`);
    const start = postgresCpuMs(dir);
    const backend = busyChild(300);
    await backend.spent;
    const running = postgresCpuMs(dir) - start;
    expect(running).toBeGreaterThanOrEqual(290);
    await backend.end();
    // Ended and waited for: its time now counts in the postmaster's children's.
    expect(() => cpuMsOf(backend.pid)).toThrow();
    expect(postgresCpuMs(dir) - start).toBeGreaterThanOrEqual(running);
  });

  it('divide what each process spent between two readings by the requests answered', () => {
    const before = { server: 1_000, bench: 500, database: 2_000 };
    const after = { server: 1_150, bench: 540, database: 2_080 };
    const cpu = perRequest(before, after, 1_000);
    expect(cpu).toEqual({ server: 150, bench: 40, database: 80 });
    expect(totalOf(cpu)).toBe(270);
    expect(perRequest(before, after, 0).server).toBeNaN();
  });
});
