import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmbedded } from './embedded.ts';

const root = mkdtempSync(join(tmpdir(), 'mygwm-embedded-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the embedded database', () => {
  it('makes a new data folder in a child process, in place of one a start left half made, then opens it again', async () => {
    const dir = join(root, 'pglite');
    mkdirSync(`${dir}.new`);
    writeFileSync(join(`${dir}.new`, 'PG_VERSION'), 'half made');
    for (const value of ['one', 'two']) {
      const db = await openEmbedded({ dataDir: dir });
      try {
        expect((await db.query<{ value: string }>('select $1::text as value', [value])).rows).toEqual([{ value }]);
      } finally {
        await db.close();
      }
    }
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
    expect(existsSync(`${dir}.new`)).toBe(false);
  }, 60_000);
});
