// `npm run bench`: on each database (PGlite in .tmp/bench, then a throwaway PostgreSQL server
// started with tests/support/postgres.sh), fills a fresh database (generate.ts), records what each
// scenario's request runs (statements.ts), then load-tests the real server (built,
// dist/server/main.js, on 127.0.0.1) from this process in rounds interleaved with the same
// statements in the database alone (rounds.ts), on PostgreSQL beside Directus on the same database (beside-directus.ts), then puts
// simulated owners and staff on it at once (mixed-load.ts), and last uploads the import files
// beside COPY of the same records on a database of their own (import.ts). Prints the table
// and writes bench/results.md and bench/plans.md. Every child and the PostgreSQL server are
// stopped at the end, also on failure or Ctrl-C.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { benchSizes, importSizes, loadSettings, scenarios } from './config.ts';
import type { Generated } from './generate.ts';
import { type MixedLoadResult, mixedLoad } from './mixed-load.ts';
import { type ComparedResult, besideDirectus } from './beside-directus.ts';
import { comparedCalls } from './directus-calls.ts';
import { installDirectus, startDirectus } from './directus.ts';
import { createDatabase, type ImportFile, type ImportRun, importBench, writeImportFiles } from './import.ts';
import { cleanUp, runScript, startPostgres, stopPostgres, workFolder } from './processes.ts';
import { type DatabaseRun, writeReports } from './report.ts';
import { type CallFigures, interleaved, sidesOn } from './rounds.ts';
import type { Recorded } from './statements.ts';

const ROOT = resolve(import.meta.dirname, '..');
const WORK = join(ROOT, '.tmp/bench');
const settings = loadSettings();

async function runOn(kind: Recorded['kind'], files: ImportFile[], folder: string): Promise<DatabaseRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_SCALE: String(settings.scale) };
  let pgDir: string | undefined;
  delete env.DATABASE_URL;
  if (kind === 'pglite') {
    const dir = join(WORK, 'pglite');
    rmSync(dir, { recursive: true, force: true });
    Object.assign(env, { BENCH_DATA_DIR: dir, DATA_DIR: dir });
  } else {
    const postgres = await startPostgres();
    pgDir = postgres.dir;
    env.DATABASE_URL = postgres.url;
  }
  console.log(`\n=== ${kind}: generating`);
  const generatedOut = await runScript('bench/generate.ts', [], env, 15);
  const generated = JSON.parse(generatedOut.trim().split('\n').at(-1)!) as Generated;

  console.log(`=== ${kind}: what each call runs in the database`);
  const recordedFile = join(WORK, `${kind}-statements.json`);
  await runScript('bench/statements.ts', [recordedFile], env, 15);
  const recorded = JSON.parse(readFileSync(recordedFile, 'utf8')) as Recorded;

  console.log(
    `=== ${kind}: each call through the server beside the database alone, ${settings.rounds} rounds of ${settings.roundSeconds} s a side, ${settings.connections} connections`,
  );
  const sides = sidesOn(env, kind === 'pglite', pgDir);
  let calls: CallFigures[];
  let mixed: MixedLoadResult;
  let directus: ComparedResult[] | undefined;
  try {
    calls = await interleaved(recorded.scenarios, sides, settings);
    const server = await sides.server();
    if (kind === 'postgresql' && settings.directus) {
      console.log(`=== ${kind}: beside Directus, ${settings.connections} connections, ${settings.seconds} s per call and side`);
      const peer = await startDirectus(env.DATABASE_URL!);
      try {
        directus = await besideDirectus(comparedCalls(recorded.sample, scenarios(recorded.sample)), server, peer, env.DATABASE_URL!, settings);
      } finally {
        await peer.stop();
      }
    }
    const { owners, staff, dashboards, seconds } = settings.mixed;
    console.log(`=== ${kind}: mixed load, ${owners} owners, ${staff} staff and ${dashboards} on the dashboard for ${seconds} s`);
    await fetch(`${server.origin}/api/health`);
    mixed = await mixedLoad(server.origin, server.token, settings.mixed);
    console.log(`  ${mixed.requests} requests, ${Math.round(mixed.perSecond)} req/s, p99 ${Math.round(mixed.overall.p99)} ms, ${mixed.errors} errors`);
  } finally {
    await sides.close();
  }

  // The imports run on a database of their own, with empty tables, on the same server.
  console.log(`=== ${kind}: imports`);
  let imports: ImportRun;
  try {
    const pgliteDir = join(WORK, 'pglite-imports');
    rmSync(pgliteDir, { recursive: true, force: true });
    const target = pgDir ? { databaseUrl: await createDatabase(env.DATABASE_URL!, 'imports') } : { dataDir: pgliteDir };
    imports = await importBench(kind, target, files, folder);
  } finally {
    if (pgDir) stopPostgres(pgDir);
  }
  return { kind, generated, recorded, calls, mixed, imports, directus };
}

async function main() {
  mkdirSync(WORK, { recursive: true });
  const kinds = (process.env.BENCH_DATABASES ?? 'pglite,postgresql').split(',').map((k) => k.trim()) as Recorded['kind'][];
  console.log(`bench: scale ${settings.scale} (${JSON.stringify(benchSizes(settings.scale))}), databases ${kinds.join(', ')}`);
  const sizes = importSizes(settings.scale);
  const folder = workFolder('mygwm-bench-imports.');
  console.log(`bench: import files of ${sizes.roadside} roadside and ${sizes.owners} owner rows`);
  const files = await writeImportFiles(folder, sizes, Number(process.env.BENCH_SEED || 20260501));
  // Installed before anything is measured, so that a failed install stops the run early.
  if (settings.directus && kinds.includes('postgresql')) installDirectus();
  const runs: DatabaseRun[] = [];
  for (const kind of kinds) runs.push(await runOn(kind, files, folder));
  console.log(`\n${writeReports(runs, settings)}`);
}

main().catch((error: Error) => {
  console.error(`bench: ${error.message}`);
  cleanUp();
  process.exit(1);
});
