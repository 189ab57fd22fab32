// The READMEs' checkable claims stay true: every file written in backquotes exists, every
// `npm run` script named is in package.json, and every setting the root README's Configure table
// names is read by server/core/config.ts (or, for the tests' own, by the tests).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../..', import.meta.url).pathname;
const read = (path: string) => readFileSync(`${ROOT}${path}`, 'utf8');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n');
const readmes = tracked.filter((path) => /(^|\/)README\.md$/.test(path) && !path.startsWith('node_modules/'));
const quoted = (text: string) => [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);

/** A file named in a README: a path ending in a source or document extension, no wildcard, no placeholder. */
const FILE = /^[\w.@/-]+\.(ts|tsx|js|mjs|json|md|sh|css|yml|yaml)$/;
/** A folder named in a README: a relative path ending in a slash (`queries/records/`). */
const FOLDER = /^[\w.-]+\/([\w.-]+\/)*$/;

/** What a README names that is no file of the repository: an address the server answers (`/sw.js`), or what a build or a run writes. */
const notSource = (token: string) => token.startsWith('/') || token.startsWith('...') || /^(dist|\.tmp|test-results|data|DATA_DIR)\//.test(token);

/** Whether some file of the repository is at this path, from its root, from the README's folder or from any folder below (a README names files from its own). */
function exists(path: string, readme: string): boolean {
  const folder = readme.slice(0, readme.lastIndexOf('/') + 1);
  const resolved = new URL(path, `file:///${folder}`).pathname.slice(1);
  if (path.endsWith('/')) return tracked.some((file) => file.startsWith(resolved) || file.startsWith(path) || file.includes(`/${path}`));
  return tracked.some((file) => file === resolved || file === path || file.endsWith(`/${path}`));
}

describe('README claims', () => {
  it('names only files that exist', () => {
    const missing = readmes.flatMap((readme) =>
      quoted(read(readme))
        .filter((token) => (FILE.test(token) || FOLDER.test(token)) && !notSource(token))
        .filter((token) => !exists(token, readme))
        .map((token) => `${readme}: ${token}`),
    );
    expect(missing).toEqual([]);
  });

  it('names only npm scripts that exist', () => {
    const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);
    const named = readmes.flatMap((readme) => [...read(readme).matchAll(/npm run(?: -s)? ([\w:-]+)/g)].map((match) => [readme, match[1]!]));
    expect(named.filter(([, script]) => !scripts.includes(script!)).map(([readme, script]) => `${readme}: npm run ${script}`)).toEqual([]);
  });

  it("names only settings the server reads (server/core/config.ts), or the tests' own", () => {
    const readme = read('README.md');
    const table = readme.slice(readme.indexOf('## Configure'), readme.indexOf('\n## ', readme.indexOf('## Configure') + 1));
    const variables = new Set(
      table
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .flatMap((line) => quoted(line.split('|')[1]!)),
    );
    const config = read('server/core/config.ts');
    // Read by the AWS SDK itself, or by the test runners.
    const elsewhere = new Set(['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'TEST_DATABASE_URL', 'E2E_PORT', 'SCREENSHOTS']);
    expect([...variables].filter((name) => !elsewhere.has(name) && !config.includes(`'${name}'`) && !config.includes(`.${name}`))).toEqual([]);
    const testing = tracked.filter((file) => /^(tests\/.*|[\w.-]+\.config)\.(ts|sh)$/.test(file)).map(read);
    const testsOwn = [...elsewhere].filter((name) => !name.startsWith('AWS_'));
    expect(testsOwn.filter((name) => !testing.some((text) => text.includes(name)))).toEqual([]);
  });
});
