// The lint rules that keep the layering (eslint.config.js) do fire: two modules planted in a
// scratch folder of the back office import each other, a feature of the owner app imports
// another feature, and each room of the back office imports a room before it in their order.
// Linted through ESLint's Node API with the repository's own configuration.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT as root, lintImports as lint } from '../support/lint.ts';

const scratch = join(root, 'admin/src/lint-fixture');
const featureA = join(root, 'owner/src/features/lint-fixture-a');
const featureB = join(root, 'owner/src/features/lint-fixture-b');

beforeAll(() => {
  mkdirSync(scratch, { recursive: true });
  writeFileSync(join(scratch, 'left.ts'), "import { right } from './right.ts';\n\nexport const left = () => right() + 1;\n");
  writeFileSync(join(scratch, 'right.ts'), "import { left } from './left.ts';\n\nexport const right = () => (Math.random() > 2 ? left() : 0);\n");
  mkdirSync(featureA, { recursive: true });
  mkdirSync(featureB, { recursive: true });
  writeFileSync(join(featureA, 'a.ts'), "import { b } from '../lint-fixture-b/b.ts';\n\nexport const a = b + 1;\n");
  writeFileSync(join(featureB, 'b.ts'), 'export const b = 1;\n');
});

afterAll(() => {
  for (const folder of [scratch, featureA, featureB]) rmSync(folder, { recursive: true, force: true });
});

describe('lint rules', () => {
  it('fails on a planted import cycle, naming both modules', async () => {
    const messages = await lint([join(scratch, 'left.ts'), join(scratch, 'right.ts')]);
    const cycles = messages.filter((message) => message.rule === 'import-x/no-cycle');
    expect(cycles.map((message) => message.file).sort()).toEqual([join(scratch, 'left.ts'), join(scratch, 'right.ts')]);
    expect(cycles[0]?.text).toMatch(/cycle/i);
  }, 60_000);

  it('fails when a feature imports another feature', async () => {
    const messages = await lint([join(featureA, 'a.ts')]);
    expect(messages).toEqual([
      expect.objectContaining({ rule: 'import-x/no-restricted-paths', text: expect.stringContaining('features do not import each other') }),
    ]);
  }, 60_000);
});

// The back office's rooms in their order (admin/README.md, Layout): each imports only those after it.
const ROOMS = ['features', 'screens', 'forms', 'fields', 'shell', 'providers', 'lib'] as const;
type Room = (typeof ROOMS)[number];
const plantedIn = (room: Room) => join(root, 'admin/src', room, 'lint-fixture');
const crossingOf = (room: Room, before: Room) => join(plantedIn(room), `imports-${before}.ts`);
const importOf = (room: Room) => `../../${room}/lint-fixture/target.ts`;

/** Each room with every room before it, which it may not import. */
const CROSSINGS = ROOMS.flatMap((room, index) => ROOMS.slice(0, index).map((before): [Room, Room] => [room, before]));

/** What a crossing is refused with: the zone's message in eslint.config.js. */
const refusal = (room: Room, before: Room) =>
  before === 'features'
    ? 'no room below features/ imports a feature'
    : {
        forms: 'forms/ do not import screens/',
        fields: 'fields/ import neither screens/ nor forms/',
        shell: 'the frame, shell/, imports only providers/ and lib/',
        providers: 'providers/ import only lib/',
        lib: 'lib/ imports none of the other rooms',
      }[room as Exclude<Room, 'features' | 'screens'>];

describe("lint rules of the back office's rooms", () => {
  let messages: Awaited<ReturnType<typeof lint>> = [];

  beforeAll(async () => {
    for (const [index, room] of ROOMS.entries()) {
      mkdirSync(plantedIn(room), { recursive: true });
      writeFileSync(join(plantedIn(room), 'target.ts'), `export const target = '${room}';\n`);
      const after = ROOMS.slice(index + 1);
      const imports = after.map((other) => `import { target as ${other} } from '${importOf(other)}';\n`).join('');
      writeFileSync(join(plantedIn(room), 'imports-after.ts'), `${imports}\nexport const after = [${after.join(', ')}];\n`);
    }
    for (const [room, before] of CROSSINGS) {
      writeFileSync(crossingOf(room, before), `import { target } from '${importOf(before)}';\n\nexport const crossing = target;\n`);
    }
    messages = await lint([...ROOMS.map((room) => join(plantedIn(room), 'imports-after.ts')), ...CROSSINGS.map(([room, before]) => crossingOf(room, before))]);
  }, 60_000);

  afterAll(() => {
    for (const room of ROOMS) rmSync(plantedIn(room), { recursive: true, force: true });
  });

  it('let each room import every room after it', () => {
    expect(messages.filter((message) => message.file.endsWith('imports-after.ts'))).toEqual([]);
  });

  it.each(CROSSINGS)('refuse %s/ importing %s/', (room, before) => {
    expect(messages.filter((message) => message.file === crossingOf(room, before))).toEqual([
      expect.objectContaining({ rule: 'import-x/no-restricted-paths', text: expect.stringContaining(refusal(room, before)) }),
    ]);
  });
});

// The owner app's rooms (owner/README.md, eslint.config.js): ui/ imports neither domain/ nor
// features/, domain/ imports no feature, shell/ imports no feature. One crossing planted for each,
// in scratch folders of those rooms.
describe("lint rules of the owner app's rooms", () => {
  const owner = join(root, 'owner/src');
  const crossings = [
    { name: 'ui/ imports domain/', file: 'ui/lint-fixture/uses-domain.ts', from: '../../domain/vehicle-name.ts', zone: 'ui/ holds primitives' },
    { name: 'ui/ imports a feature', file: 'ui/lint-fixture/uses-feature.ts', from: '../../features/garage/garage-state.ts', zone: 'ui/ holds primitives' },
    {
      name: 'domain/ imports a feature',
      file: 'domain/lint-fixture/uses-feature.ts',
      from: '../../features/garage/garage-state.ts',
      zone: 'domain/ is what features share',
    },
    {
      name: 'shell/ imports a feature',
      file: 'shell/lint-fixture/uses-feature.ts',
      from: '../../features/garage/garage-state.ts',
      zone: 'shell/ is the frame',
    },
  ];
  const folders = ['ui/lint-fixture', 'domain/lint-fixture', 'shell/lint-fixture'].map((folder) => join(owner, folder));

  beforeAll(() => {
    for (const folder of folders) mkdirSync(folder, { recursive: true });
    for (const { file, from } of crossings) writeFileSync(join(owner, file), `import * as crossed from '${from}';\n\nexport const planted = crossed;\n`);
  });

  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  for (const { name, file, zone } of crossings) {
    it(`fails when ${name}`, async () => {
      const messages = await lint([join(owner, file)]);
      expect(messages).toEqual([expect.objectContaining({ rule: 'import-x/no-restricted-paths', text: expect.stringContaining(zone) })]);
    }, 60_000);
  }
});
