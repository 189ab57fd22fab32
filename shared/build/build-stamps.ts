// Whether a part of the build (the owner app, the back office, the server) must be made again. After
// a part is built, a hash of its inputs' contents (its sources, shared/, the lockfile, package.json
// and tsconfig.json) is kept in dist/build-stamps.json; a part whose inputs hash the same and whose
// output is still there is current, and `npm start` skips it (build.ts).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export interface BuildPart {
  name: string;
  /** Files and folders, from the project's root, whose contents make the part. */
  inputs: string[];
  /** What the part writes, from the project's root: gone, the part is built again. */
  output: string;
}

/** Every part's inputs hash as it was when that part was last built. */
export type Stamps = Record<string, string>;

export const STAMPS_FILE = join('dist', 'build-stamps.json');

/** The files of `inputs` (each a file or a folder, read whole), from `root`, in a fixed order. */
function inputFiles(root: string, inputs: string[]): string[] {
  const files = inputs.flatMap((input) => {
    const path = join(root, input);
    if (!existsSync(path)) return [];
    if (statSync(path).isFile()) return [input];
    const entries = readdirSync(path, { withFileTypes: true, recursive: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => relative(root, join(entry.parentPath, entry.name)));
  });
  return files.sort();
}

/** A hash of the inputs' names and contents: any file changed, added or removed changes it. */
export function inputsHash(root: string, inputs: string[]): string {
  const hash = createHash('sha256');
  for (const file of inputFiles(root, inputs))
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

export function readStamps(root: string): Stamps {
  try {
    return JSON.parse(readFileSync(join(root, STAMPS_FILE), 'utf8')) as Stamps;
  } catch {
    return {};
  }
}

export function writeStamps(root: string, stamps: Stamps): void {
  mkdirSync(dirname(join(root, STAMPS_FILE)), { recursive: true });
  writeFileSync(join(root, STAMPS_FILE), `${JSON.stringify(stamps, null, 2)}\n`);
}

/** Whether `part` was built from inputs that hash as `hash` now, and its output is still there. */
export const isCurrent = (root: string, part: BuildPart, hash: string, stamps: Stamps): boolean =>
  stamps[part.name] === hash && existsSync(join(root, part.output));
