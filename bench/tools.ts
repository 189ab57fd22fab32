// Programs the benchmark measures or measures with but the product never uses (Directus, Lighthouse):
// each is installed at a pinned version into a folder of its own under .tmp/bench/tools, never into
// the product's node_modules, and only once: a marker file names what the folder holds.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const TOOLS = resolve(import.meta.dirname, '../.tmp/bench/tools');

/**
 * The folder holding `packages` (npm specs, e.g. "lighthouse@12.2.3") installed under `name`,
 * installing them first when the folder holds something else or nothing. `after` runs once in
 * the folder after a fresh install (a native module rebuilt for another Node, say).
 */
export function installedTool(name: string, packages: string[], after?: (folder: string) => void): string {
  const folder = join(TOOLS, name);
  const marker = join(folder, '.installed');
  const wanted = packages.join(' ');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === wanted) return folder;
  console.log(`bench: installing ${wanted} into ${folder}`);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: `bench-${name}`, private: true }));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--save-exact', ...packages], { cwd: folder, stdio: 'inherit' });
  after?.(folder);
  writeFileSync(marker, wanted);
  return folder;
}
