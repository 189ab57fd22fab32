// A throwaway copy of this repository (its files as the working tree has them, with
// node_modules linked, not copied) in which a test can follow the README's own steps: write a
// schema, run codegen, build and start the product, without touching the real checkout.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..', '..');

export interface ScratchRepo {
  dir: string;
  write(path: string, content: string): void;
  /** Runs a command of the README in the copy, failing with its output when it fails. */
  run(command: string, args: string[]): string;
  /** Starts the server of the copy on a port and waits for its health check. */
  serve(port: number, env: Record<string, string>): Promise<void>;
  dispose(): void;
}

export function scratchRepo(): ScratchRepo {
  const dir = mkdtempSync(join(tmpdir(), 'mygwm-scratch-'));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT })
    .toString()
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(ROOT, file), join(dir, file));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  let server: ChildProcess | undefined;

  return {
    dir,
    write: (path, content) => writeFileSync(join(dir, path), content),
    run(command, args) {
      try {
        return execFileSync(command, args, { cwd: dir, stdio: 'pipe', env: { ...process.env, NODE_OPTIONS: '' } }).toString();
      } catch (error) {
        const failed = error as { stdout?: Buffer; stderr?: Buffer };
        throw new Error(`${command} ${args.join(' ')} failed:\n${failed.stdout?.toString() ?? ''}${failed.stderr?.toString() ?? ''}`);
      }
    },
    async serve(port, env) {
      server = spawn(join(dir, 'node_modules/.bin/tsx'), ['server/main.ts'], {
        cwd: dir,
        env: { ...process.env, NODE_OPTIONS: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'warn', ...env },
        stdio: 'ignore',
      });
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
        if (healthy) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`The scratch server did not answer on port ${port}`);
    },
    dispose() {
      server?.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
