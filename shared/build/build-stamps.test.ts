import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BuildPart, inputsHash, isCurrent, readStamps, writeStamps } from './build-stamps.ts';

const PART: BuildPart = { name: 'owner', inputs: ['owner', 'shared', 'package-lock.json'], output: 'dist/owner/index.html' };

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), text);
};
/** Builds the part as build.ts does: its output written, then its inputs' hash kept. */
const built = () => {
  write(PART.output, '<!doctype html>');
  writeStamps(root, { ...readStamps(root), [PART.name]: inputsHash(root, PART.inputs) });
};
const current = () => isCurrent(root, PART, inputsHash(root, PART.inputs), readStamps(root));

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-stamps-'));
  write('owner/src/main.tsx', 'render()');
  write('shared/routes.ts', 'export const HOME = "/home";');
  write('package-lock.json', '{"lockfileVersion": 3}');
  write('server/main.ts', 'listen()');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('whether a part is built again', () => {
  it('builds a part never built', () => {
    expect(current()).toBe(false);
  });

  it('skips a part whose inputs are as they were at its last build, even touched', () => {
    built();
    utimesSync(join(root, 'owner/src/main.tsx'), new Date(), new Date(Date.now() + 60_000));
    expect(current()).toBe(true);
  });

  it('builds again after a source, a shared file or the lockfile changed, or a file was added or removed', () => {
    for (const change of [
      () => write('owner/src/main.tsx', 'render(<App />)'),
      () => write('shared/routes.ts', 'export const HOME = "/garage";'),
      () => write('package-lock.json', '{"lockfileVersion": 3, "packages": {}}'),
      () => write('owner/src/new-page.tsx', 'export {}'),
      () => rmSync(join(root, 'owner/src/new-page.tsx')),
    ]) {
      built();
      change();
      expect(current(), change.toString()).toBe(false);
    }
  });

  it('skips a part when only another part’s sources changed', () => {
    built();
    write('server/main.ts', 'listen(3000)');
    expect(current()).toBe(true);
  });

  it('builds again when its output is gone', () => {
    built();
    rmSync(join(root, 'dist/owner'), { recursive: true });
    expect(current()).toBe(false);
  });
});
