// The server's floors (server/README.md, eslint.config.js) are enforced, not only written: a module
// planted on each floor imports one planted on every floor above it, and lint refuses each such
// crossing with that floor's rule, while the imports downwards pass. Scratch files only, removed after.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, lintImports } from '../support/lint.ts';

/** Highest first: each floor may import those after it. */
const FLOORS = ['boot', 'seed', 'areas', 'platform', 'queries', 'db', 'core'] as const;
type Floor = (typeof FLOORS)[number];

/** A planted module's folder on each floor; the boot's modules sit in server/ itself. */
const folderOf = (floor: Floor) => join(ROOT, 'server', floor === 'boot' ? '' : floor === 'areas' ? 'areas/lint-fixture-area' : floor);
const targetOf = (floor: Floor) => join(folderOf(floor), `lint-fixture-${floor}-target.ts`);
const importerOf = (floor: Floor, to: string) => join(folderOf(floor), `lint-fixture-${floor}-imports-${to}.ts`);
const specifier = (from: string, to: string) => `./${relative(dirname(from), to)}`.replace(/^\.\/\.\.\//, '../');

/** Each floor with every floor above it, which it may not import. */
const CROSSINGS = FLOORS.flatMap((floor, index) => FLOORS.slice(0, index).map((above): [Floor, Floor] => [floor, above]));

/** What each floor's rule says when it refuses (eslint.config.js). */
const REFUSAL: Record<Exclude<Floor, 'boot'>, string> = {
  seed: 'the demo data is loaded by the boot',
  areas: 'areas are assembled by the boot',
  platform: 'the platform is mechanism',
  queries: 'queries never compose an email',
  db: 'the database floor opens and maps',
  core: "the core stands on nothing of the server's",
};

let messages: Awaited<ReturnType<typeof lintImports>> = [];
const planted: string[] = [];
const plant = (file: string, text: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  planted.push(file);
};

beforeAll(async () => {
  for (const floor of FLOORS) plant(targetOf(floor), `export const target = '${floor}';\n`);
  const downwards = FLOORS.map((floor, index) => {
    const file = importerOf(floor, 'below');
    const below = FLOORS.slice(index + 1);
    plant(
      file,
      `${below.map((other) => `import { target as ${other} } from '${specifier(file, targetOf(other))}';\n`).join('')}\nexport const below = [${below.join(', ')}];\n`,
    );
    return file;
  });
  for (const [floor, above] of CROSSINGS) {
    const file = importerOf(floor, above);
    plant(file, `import { target } from '${specifier(file, targetOf(above))}';\n\nexport const crossing = target;\n`);
  }
  messages = await lintImports([...downwards, ...CROSSINGS.map(([floor, above]) => importerOf(floor, above))]);
}, 60_000);

afterAll(() => {
  for (const file of planted) rmSync(file, { force: true });
  rmSync(folderOf('areas'), { recursive: true, force: true });
});

describe("the server's floors", () => {
  it('let each floor import every floor below it', () => {
    expect(messages.filter((message) => message.file.includes('-imports-below'))).toEqual([]);
  });

  it.each(CROSSINGS)('refuse %s importing %s', (floor, above) => {
    expect(messages.filter((message) => message.file === importerOf(floor, above))).toEqual([
      expect.objectContaining({ rule: 'import-x/no-restricted-paths', text: expect.stringContaining(REFUSAL[floor as Exclude<Floor, 'boot'>]) }),
    ]);
  });
});
