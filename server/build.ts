// Builds the server as it runs in production (`npm run build`, then `node dist/server/main.js`):
// main.ts and every module of ours it imports bundled by esbuild into one ES module that plain
// node runs, no TypeScript loader in the process. Packages stay in node_modules, loaded as usual
// (their own files, such as PGlite's, found from there); the files the server reads at run time
// are copied beside the bundle in the layout they have under server/ (paths.ts).
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { ROOT, RUNTIME_FOLDERS, SERVER_DIR } from './core/paths.ts';

export const BUILT_SERVER_DIR = join(ROOT, 'dist', 'server');

/** Writes the bundle and its runtime files to `outDir` (emptied first); answers the entry to run with node. */
export async function buildServer(outDir = BUILT_SERVER_DIR): Promise<string> {
  rmSync(outDir, { recursive: true, force: true });
  const entry = join(outDir, 'main.js');
  await build({
    entryPoints: [join(SERVER_DIR, 'main.ts')],
    outfile: entry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // For `node --enable-source-maps` when a stack trace should name the source lines.
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  for (const folder of RUNTIME_FOLDERS) cpSync(join(SERVER_DIR, folder), join(outDir, folder), { recursive: true });
  return entry;
}

if (process.argv[1] === import.meta.filename) console.log(`built ${await buildServer()}`);
