// Keeps server/db/migrations in step with the generated tables through drizzle-kit: codegen
// adds a migration when the tables changed; check mode generates into a copy and reports one
// that would be added.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT, banner } from './output.ts';

export const MIGRATIONS_DIR = join(ROOT, 'server/db/migrations');
const TABLES = 'server/generated/tables.ts';
const EXTENSIONS_SQL = 'CREATE EXTENSION IF NOT EXISTS pg_trgm;\n';

function drizzleKit(out: string, extra: string[]): void {
  // drizzle-kit silently writes nothing when --out is an absolute path: give it one relative to the root.
  execFileSync(
    join(ROOT, 'node_modules/.bin/drizzle-kit'),
    ['generate', '--dialect', 'postgresql', '--schema', TABLES, '--out', relative(ROOT, out), ...extra],
    { cwd: ROOT, stdio: 'pipe' },
  );
}

const sqlFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.sql'))
        .sort()
    : [];

/** Generates the next migration, if any; returns the names of new files. */
function generate(out: string): string[] {
  const before = new Set(sqlFiles(out));
  drizzleKit(out, before.size ? [] : ['--name', 'initial']);
  const added = sqlFiles(out).filter((f) => !before.has(f));
  for (const file of added) {
    const path = join(out, file);
    // The trigram indexes need their extension before the first table.
    const preamble = before.size ? '' : `${EXTENSIONS_SQL}--> statement-breakpoint\n`;
    writeFileSync(path, banner('--', TABLES) + preamble + readFileSync(path, 'utf8'));
  }
  return added;
}

export function updateMigrations(check: boolean): string[] {
  if (!check) return generate(MIGRATIONS_DIR).map((f) => `server/db/migrations/${f}`);
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  const copy = mkdtempSync(join(ROOT, '.tmp', 'migrations-'));
  try {
    if (existsSync(MIGRATIONS_DIR)) cpSync(MIGRATIONS_DIR, copy, { recursive: true });
    return generate(copy).map((f) => `server/db/migrations/${f} (missing)`);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
