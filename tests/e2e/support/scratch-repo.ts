// A throwaway copy of this repository (its files as the working tree has them, with
// node_modules linked, not copied) in which a test can follow the README's own steps: write a
// schema, run codegen, build and start the product, without touching the real checkout.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type ServerProcess, startServer } from './server-process.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');

export interface ScratchRepo {
  dir: string;
  write(path: string, content: string): void;
  /** Runs a command of the README in the copy, failing with its output when it fails. */
  run(command: string, args: string[]): string;
  /** Starts the server of the copy on a port and waits for its health check. */
  serve(port: number, env: Record<string, string>): Promise<void>;
  dispose(): Promise<void>;
}

export function scratchRepo(): ScratchRepo {
  const dir = mkdtempSync(join(tmpdir(), 'mygwm-scratch-'));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT }).toString().split('\0').filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(ROOT, file), join(dir, file));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  let server: ServerProcess | undefined;

  return {
    dir,
    write: (path, content) => writeFileSync(join(dir, path), content),
    run(command, args) {
      try {
        return execFileSync(command, args, { cwd: dir, stdio: 'pipe', env: { ...process.env, NODE_OPTIONS: '' } }).toString();
      } catch (error) {
        const failed = error as { stdout?: Buffer; stderr?: Buffer };
        throw new Error(`${command} ${args.join(' ')} failed:\n${failed.stdout?.toString() ?? ''}${failed.stderr?.toString() ?? ''}`, { cause: error });
      }
    },
    async serve(port, env) {
      server = await startServer(dir, port, { DATA_DIR: join(dir, 'data'), ...env });
    },
    async dispose() {
      await server?.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
