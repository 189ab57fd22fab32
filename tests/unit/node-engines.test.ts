// Every installed package runs on the Node.js that runs the tests, and on every Node.js that the
// project's own `engines` (and the README's "Needs Node.js" line) admits: an `engines.node` that
// leaves the running one out is what `npm install` warns of as EBADENGINE. Reads the package.json
// of each installed package once (node_modules, scoped folders and nested node_modules), some 740
// files; the check is npm's own (semver, prereleases included).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

interface Installed {
  /** The package's folder from the repository's root: `node_modules/a/node_modules/b`. */
  where: string;
  version: string;
  node: string;
}

/** The installed packages under `folder` (a node_modules) that say which Node.js they need. */
function installed(folder: string, found: Installed[] = []): Installed[] {
  if (!existsSync(folder)) return found;
  for (const name of readdirSync(folder)) {
    if (name.startsWith('.')) continue;
    const path = join(folder, name);
    if (name.startsWith('@')) {
      installed(path, found);
      continue;
    }
    const manifest = join(path, 'package.json');
    if (existsSync(manifest)) {
      const { version, engines } = JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string; engines?: { node?: unknown } };
      if (typeof engines?.node === 'string') found.push({ where: path.slice(root.length + 1), version: version ?? '?', node: engines.node });
    }
    installed(join(path, 'node_modules'), found);
  }
  return found;
}

const packages = installed(join(root, 'node_modules'));
const described = (p: Installed) => `${p.where}@${p.version} needs node ${p.node}`;

describe("installed packages' engines", () => {
  it('are read from node_modules', () => {
    expect(packages.length).toBeGreaterThan(100);
  });

  it(`admit the running Node.js (${process.version})`, () => {
    expect(packages.filter((p) => !semver.satisfies(process.version, p.node, { includePrerelease: true })).map(described)).toEqual([]);
  });

  it("admit every Node.js that the project's engines admits", () => {
    const own = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
    expect(semver.satisfies(process.version, own)).toBe(true);
    expect(packages.filter((p) => !semver.subset(own, p.node)).map(described)).toEqual([]);
  });
});
