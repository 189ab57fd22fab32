import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Output, ROOT } from './output.ts';

describe('a generated folder', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** A folder holding a current file, a stale one and one no schema makes any more. */
  function folder(): string {
    const dir = mkdtempSync(join(tmpdir(), 'mygwm-codegen-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'kept.ts'), 'kept');
    writeFileSync(join(dir, 'changed.ts'), 'before');
    writeFileSync(join(dir, 'removed.ts'), 'gone');
    return dir;
  }
  const files = { 'kept.ts': 'kept', 'changed.ts': 'after', 'added.ts': 'new' };

  it('is stale, in a check, for a changed, a missing and a left-over file', () => {
    const dir = folder();
    const out = new Output(true);
    out.folder(dir, files);
    expect(out.stale.sort()).toEqual(['added.ts', 'changed.ts', 'removed.ts'].map((name) => relative(ROOT, join(dir, name))));
    expect(readdirSync(dir).sort()).toEqual(['changed.ts', 'kept.ts', 'removed.ts']);
  });

  it('is written with exactly the files given, the left-over one removed', () => {
    const dir = folder();
    const out = new Output(false);
    out.folder(dir, files);
    expect(readdirSync(dir).sort()).toEqual(['added.ts', 'changed.ts', 'kept.ts']);
    expect(existsSync(join(dir, 'removed.ts'))).toBe(false);
    expect(out.written).toContain(`${relative(ROOT, join(dir, 'removed.ts'))} (removed)`);
  });
});
