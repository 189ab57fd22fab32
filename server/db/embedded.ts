// Opens PGlite, the embedded PostgreSQL, inside the server's process, loaded only then: a server on
// DATABASE_URL never loads it. What it costs in memory is kept down three ways (bench/idle-memory.md):
// a small buffer cache, its WebAssembly compiled lazily by the baseline compiler alone, and a new data
// folder made by initdb in a child process, whose memory goes back to the system when it exits.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's buffer cache is 16 MB instead of PostgreSQL's 128 MB: it lives in the server's own
 * memory, which WebAssembly never hands back, and the embedded database's pages are in the
 * operating system's file cache anyway. It held 128 MB of a 460 MB server at rest.
 */
const BUFFER_CACHE = ['-c', 'shared_buffers=16MB'];

/**
 * By default V8 compiles all of PGlite's 9 MB of WebAssembly at load, then recompiles the hot
 * functions with its optimising compiler on background threads, whose malloc arenas keep what that
 * compiler freed: 40 to 90 MB at rest, varying from start to start. Here each function is compiled
 * by the baseline compiler (Liftoff) as it is first called, and stays so: on the demo's data a
 * request took 0 to 10% more CPU (bench/idle-memory.md). Set before the module is compiled.
 */
function compileWasmLeanly() {
  setFlagsFromString('--wasm-lazy-compilation');
  setFlagsFromString('--liftoff-only');
}

/**
 * initdb runs a second PostgreSQL in the process and restores its whole memory before each of its
 * steps; glibc kept what that freed, about 150 MB, for the life of the server. Here a child node
 * makes the folder under another name, renamed once complete, so a start cut short leaves none half made.
 */
async function makeDataFolder(dir: string) {
  const making = `${dir}.new`;
  rmSync(making, { recursive: true, force: true });
  mkdirSync(making, { recursive: true });
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script =
    'const { PGlite } = require(process.argv[1]);' +
    'PGlite.create({ dataDir: process.argv[2] }).then((db) => db.close(), (error) => { console.error(error.message); process.exit(1); });';
  try {
    await promisify(execFile)(process.execPath, ['-e', script, pglite, making]);
  } catch (error) {
    throw new Error(`initdb of the new data folder ${dir} failed: ${(error as { stderr?: string }).stderr?.trim() || (error as Error).message}`, {
      cause: error,
    });
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(making, dir);
}

const isEmptyOrMissing = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

export interface EmbeddedOptions {
  /** The PGlite folder; none, in memory. */
  dataDir?: string;
  /** A folder dumped by `dumpDataDir` to start from instead of a new one (the API tests start every file from one). */
  loadDataDir?: Blob;
}

/** PGlite with pg_trgm, in `dataDir` (made first when new) or in memory. */
export async function openEmbedded({ dataDir, loadDataDir }: EmbeddedOptions): Promise<PGlite> {
  if (dataDir && !loadDataDir && isEmptyOrMissing(dataDir)) await makeDataFolder(dataDir);
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  compileWasmLeanly();
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]);
  return PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, ...BUFFER_CACHE] });
}
