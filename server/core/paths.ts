// Where the server finds the files it reads at run time. Its source (server/) and its build
// (dist/server/, one bundled module, build.ts) hold them in the same layout, so each is found from
// the folder of the running module: the server's folder is the nearest above it that holds the
// migrations (server/ from this file's core/, dist/server/ from the bundle itself).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

function serverDir(from: string): string {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) if (existsSync(join(dir, 'db', 'migrations'))) return dir;
  throw new Error(`no server folder (one holding db/migrations) above ${from}`);
}

export const SERVER_DIR = serverDir(import.meta.dirname);

/** The project's folder (the nearest above holding package.json): the default data folder and the built front ends are there. */
function projectRoot(from: string): string {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) if (existsSync(join(dir, 'package.json'))) return dir;
  return dirname(from);
}

export const ROOT = projectRoot(SERVER_DIR);

/** The migrations applied at start (db/connect.ts); codegen writes them. */
export const MIGRATIONS_DIR = join(SERVER_DIR, 'db', 'migrations');
/** Files of the demo data that are shipped rather than made (seed/demo/garage-content.ts). */
export const DEMO_MEDIA_DIR = join(SERVER_DIR, 'seed', 'demo', 'media');

/** What build.ts copies beside the bundle, by their paths under SERVER_DIR. */
export const RUNTIME_FOLDERS = ['db/migrations', 'seed/demo/media'];
