// No module of the apps, the server or shared/ imports itself through others, counting imports of
// types only (madge over the TypeScript graph): a circle makes a module half-initialised at run time
// and the layers impossible to tell apart. ESLint's import-x/no-cycle sees the plain imports; this
// also sees the type-only ones. `npx madge --circular --extensions ts,tsx --ts-config tsconfig.json
// admin/src owner/src server shared` lists them by hand. It reads some 640 files: seconds alone,
// minutes on a machine busy with other work, hence its long limit.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import madge from 'madge';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const FOLDERS = ['admin/src', 'owner/src', 'server', 'shared'];
// lint-rules.test.ts plants a circle in these folders while it runs.
const PLANTED_BY_THE_LINT_TEST = /lint-fixture/;

async function circlesIn(paths: string[], baseDir = root): Promise<string[][]> {
  const graph = await madge(paths, {
    baseDir,
    fileExtensions: ['ts', 'tsx'],
    tsConfig: join(root, 'tsconfig.json'),
    excludeRegExp: [PLANTED_BY_THE_LINT_TEST],
  });
  return graph.circular();
}

const scratch = mkdtempSync(join(tmpdir(), 'import-circles-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('import circles', () => {
  it('finds a circle made of imports of types only', async () => {
    writeFileSync(join(scratch, 'left.ts'), "import type { Right } from './right.ts';\n\nexport interface Left {\n  right?: Right;\n}\n");
    writeFileSync(join(scratch, 'right.ts'), "import type { Left } from './left.ts';\n\nexport interface Right {\n  left?: Left;\n}\n");
    expect(await circlesIn([scratch], scratch)).toEqual([['left.ts', 'right.ts']]);
  }, 30_000);

  it('are none in the back office, the owner app, the server or shared/', async () => {
    expect(await circlesIn(FOLDERS)).toEqual([]);
  }, 240_000);
});
