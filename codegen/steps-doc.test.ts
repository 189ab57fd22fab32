// codegen/README.md's table of steps stays true to codegen/main.ts: every module main.ts runs and
// every emitter of this folder is named in a row, every module a row names is one of this folder,
// and every file main.ts writes is in a row's "writes".
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');
const rows = read('README.md')
  .split('\n')
  .filter((line) => /^\| .* \| .* \| .* \|$/.test(line))
  // The first row is the header's.
  .slice(1)
  .map((line) => line.split(' | ').map((cell) => cell.replace(/^\| | \|$/g, '')));
const quoted = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
const tableModules = new Set(rows.flatMap((row) => quoted(row[1]!).filter((word) => word.endsWith('.ts'))));
const writes = rows.map((row) => row[2]!).join(' ');

const main = read('main.ts');
/** The modules of this folder main.ts imports: each a step it runs. */
const steps = [...main.matchAll(/from '\.\/([\w-]+\.ts)'/g)].map((match) => match[1]!);
const emitters = readdirSync(new URL('.', import.meta.url)).filter((file) => /^emit-[\w-]+\.ts$/.test(file));

describe("codegen/README.md's steps", () => {
  it('name every module main.ts runs and every emitter', () => {
    expect(steps.length).toBeGreaterThan(5);
    expect([...new Set([...steps, ...emitters])].filter((module) => !tableModules.has(module))).toEqual([]);
  });

  it('name only modules of this folder', () => {
    const files = new Set(readdirSync(new URL('.', import.meta.url)));
    expect([...tableModules].filter((module) => !files.has(module))).toEqual([]);
  });

  it('say where each file main.ts writes comes from', () => {
    const written = [...main.matchAll(/join\(ROOT, '([^']+)'\)/g)].map((match) => match[1]!);
    expect(written.length).toBeGreaterThan(5);
    expect(written.filter((path) => !writes.includes(path))).toEqual([]);
  });
});
