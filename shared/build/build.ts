// `npm run build`: the owner app, the back office and the server, each into dist/. With `--changed`
// (what `npm start` runs) only the parts whose inputs changed since they were last built, or whose
// output is gone: a second start on an unchanged tree builds nothing (build-stamps.ts).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type BuildPart, inputsHash, isCurrent, readStamps, writeStamps } from './build-stamps.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** What every part is made with besides its own folder. */
const COMMON = ['shared', 'package.json', 'package-lock.json', 'tsconfig.json'];

/** Each part is built by its npm script, `build:<name>`. */
export const PARTS: BuildPart[] = [
  { name: 'owner', inputs: ['owner', ...COMMON], output: 'dist/owner/index.html' },
  { name: 'admin', inputs: ['admin', ...COMMON], output: 'dist/admin/index.html' },
  { name: 'server', inputs: ['server', ...COMMON], output: 'dist/server/main.js' },
];

function build(onlyChanged: boolean): void {
  const stamps = readStamps(ROOT);
  for (const part of PARTS) {
    const hash = inputsHash(ROOT, part.inputs);
    if (onlyChanged && isCurrent(ROOT, part, hash, stamps)) {
      console.log(`${part.name}: unchanged since its last build, not built again`);
      continue;
    }
    // Forgotten first: a build that fails half-way leaves no stamp saying its output is current.
    delete stamps[part.name];
    writeStamps(ROOT, stamps);
    const { status } = spawnSync('npm', ['run', '-s', `build:${part.name}`], { cwd: ROOT, stdio: 'inherit' });
    if (status !== 0) process.exit(status ?? 1);
    stamps[part.name] = hash;
    writeStamps(ROOT, stamps);
  }
}

if (process.argv[1] === import.meta.filename) build(process.argv.includes('--changed'));
