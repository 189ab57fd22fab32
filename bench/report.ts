// Turns the runs into the printed table, bench/results.md (machine, date, sizes, figures) and
// bench/plans.md (EXPLAIN ANALYZE of every statement of every scenario on each database).
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { uploadLayouts } from '../shared/generated/upload-layouts.ts';
import type { LoadSettings } from './config.ts';
import { totalOf } from './cpu.ts';
import type { Generated } from './generate.ts';
import type { ImportRun } from './import.ts';
import type { ComparedResult } from './beside-directus.ts';
import { AIMS, directusSection } from './report-directus.ts';
import type { MixedLoadResult } from './mixed-load.ts';
import { type CallFigures, ofRounds, ratioOf } from './rounds.ts';
import type { Recorded } from './statements.ts';
import { ms } from './stats.ts';

export interface DatabaseRun {
  kind: Recorded['kind'];
  generated: Generated;
  recorded: Recorded;
  calls: CallFigures[];
  mixed: MixedLoadResult;
  imports: ImportRun;
  /** Our server beside Directus on the same database (PostgreSQL only; left out with BENCH_DIRECTUS=0). */
  directus?: ComparedResult[];
}

const ROOT = resolve(import.meta.dirname, '..');
const RESULTS = join(ROOT, 'bench/results.md');
const NAMES = { pglite: 'PGlite', postgresql: 'PostgreSQL' } as const;
const COPY_FROM = { pglite: "`COPY ... FROM '/dev/blob'` (CSV in a blob)", postgresql: '`COPY ... FROM` a CSV file the server reads' } as const;

const thousands = (n: number) => Math.round(n).toLocaleString('en');

/** The "Imports" section: each file uploaded through the server beside COPY of the same records. */
export function importsSection(runs: ImportRun[]): string {
  const rows = runs.flatMap((run) =>
    run.files.map((f) => {
      const records = Object.entries(f.records)
        .map(([table, n]) => `${thousands(n)} ${table}`)
        .join(', ');
      const ratio = (f.copySeconds / f.uploadSeconds).toFixed(2);
      return `| ${NAMES[run.kind]} | ${uploadLayouts[f.file].title} (POST /api/${uploadLayouts[f.file].route}) | ${thousands(f.rows)} | ${(f.bytes / 2 ** 20).toFixed(0)} | ${records} | ${f.uploadSeconds.toFixed(1)} | ${thousands(f.rows / f.uploadSeconds)} | ${f.copySeconds.toFixed(1)} | ${thousands(f.rows / f.copySeconds)} | **${ratio}** | ${f.rss.before} → ${f.rss.peak} | ${f.load} |`;
    }),
  );
  return [
    '## Imports',
    '',
    'Each file uploaded through the real server over HTTP (multipart, streamed from disk, timed from the first byte sent to the answer: reading, checking, staging and the one-transaction merge), beside COPY of the same records into the same tables in the same run (' +
      runs.map((r) => `${NAMES[r.kind]}: ${COPY_FROM[r.kind]}`).join('; ') +
      ', one transaction, only the COPY timed). Both start from the same state: the tables empty, the catalogue, dealers and administrator in place, every index and constraint as migrated. Rows per second are the rows of the file over the time; "upload / COPY" is the time of COPY over the time of the upload (1 would be as fast as COPY). Server memory is its resident size (RSS) before the upload and its peak during it, sampled every 50 ms. The load is the machine\'s load average over the last minute when the upload ended.',
    '',
    '| database | file | rows | MB | records written | upload s | upload rows/s | COPY s | COPY rows/s | upload / COPY | server memory MB, before → peak | load |',
    '|---|---|--:|--:|---|--:|--:|--:|--:|--:|--:|--:|',
    ...rows,
    '',
  ].join('\n');
}

/** `markdown` with its section `## title` (up to the next `## `) replaced by `section`, or `section` added at its end. */
export function replaceSection(markdown: string, title: string, section: string): string {
  const start = markdown.indexOf(`\n## ${title}\n`);
  if (start < 0) return `${markdown.trimEnd()}\n\n${section}`;
  const next = markdown.indexOf('\n## ', start + 1);
  return `${markdown.slice(0, start + 1)}${section}${next < 0 ? '' : `\n${markdown.slice(next + 1)}`}`;
}

/** Puts the import figures of a run of bench/import.ts alone into bench/results.md; answers the section. */
export function writeImportsSection(runs: ImportRun[]): string {
  const section = importsSection(runs);
  writeFileSync(RESULTS, replaceSection(readFileSync(RESULTS, 'utf8'), 'Imports', section));
  return section;
}

function table(runs: DatabaseRun[], settings: LoadSettings): string {
  const head = [
    '| database | call | API median ms | API p95 ms | API req/s | DB p95 ms | DB req/s | p95 API / DB | each round | DB one at a time median ms | load |',
    '|---|---|--:|--:|--:|--:|--:|--:|---|--:|--:|',
  ];
  const rows = runs.flatMap((run) =>
    run.calls.map((call) => {
      const of = (value: Parameters<typeof ofRounds>[1]) => ofRounds(call.rounds, value);
      const rounds = call.rounds.map((r) => ratioOf(r).toFixed(2)).join(', ');
      return `| ${NAMES[run.kind]} | ${call.title} | ${ms(of((r) => r.api.median))} | ${ms(of((r) => r.api.p95))} | ${Math.round(of((r) => r.api.perSecond))} | ${ms(of((r) => r.db.p95))} | ${Math.round(of((r) => r.db.perSecond))} | **${of(ratioOf).toFixed(2)}** | ${rounds} | ${ms(call.oneAtATime.median)} | ${call.load} |`;
    }),
  );
  return [
    `${settings.connections} concurrent clients on both sides, ${settings.rounds} rounds a call of ${settings.roundSeconds} s a side, the sides taking turns (the database alone first in every other round). Each figure is the median of the call's rounds; "p95 API / DB" is the median of the rounds' ratios (aim ≤ ${AIMS.p95}), each round's beside it. The load is the machine's load average over the last minute when the call's last round ended.`,
    '',
    ...head,
    ...rows,
  ].join('\n');
}

/** The "Where the CPU went" table: per call, what a request cost each process on each side (cpu.ts). */
function cpuTable(runs: DatabaseRun[]): string {
  const us = (value: number) => (Number.isNaN(value) ? '-' : String(Math.round(value)));
  const rows = runs.flatMap((run) =>
    run.calls.map((call) => {
      const of = (value: Parameters<typeof ofRounds>[1]) => ofRounds(call.rounds, value);
      const database = (value: number) => (run.kind === 'pglite' ? '-' : us(value));
      return `| ${NAMES[run.kind]} | ${call.title} | ${us(of((r) => r.cpu.api.server))} | ${us(of((r) => r.cpu.api.bench))} | ${database(of((r) => r.cpu.api.database))} | ${us(of((r) => totalOf(r.cpu.api)))} | ${us(of((r) => r.cpu.db.bench))} | ${database(of((r) => r.cpu.db.database))} | ${us(of((r) => totalOf(r.cpu.db)))} | ${us(of((r) => r.cpu.api.server - r.cpu.db.bench))} | **${of((r) => totalOf(r.cpu.api) / totalOf(r.cpu.db)).toFixed(2)}** | ${of(ratioOf).toFixed(2)} |`;
    }),
  );
  return [
    "CPU time a request cost each process during the rounds above, in microseconds (the median of the call's rounds): the server's process, this benchmark's own (on the server's turns the load client, autocannon; on the database's the replay's driver) and PostgreSQL's (its postmaster and backends). On PGlite the database runs inside the server on its turns and inside the benchmark's process on the replay's, so its time is in those columns. \"Server beyond the driver\" is the server's time less the replay's process's: HTTP, the session, validation, the records' shaping and the JSON, what the API adds to the same statements on the same driver. All of them share the machine's cores: the ratio of the sides' totals is, roughly, the p95 ratio a saturated machine can reach, and the load client's part is cost the database alone never pays.",
    '',
    '| database | call | API: server µs | load client µs | PostgreSQL µs | API total µs | DB alone: driver µs | PostgreSQL µs | DB total µs | server beyond the driver µs | CPU API / DB | p95 API / DB |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...rows,
  ].join('\n');
}

/** What part of the mixed load's requests were of `call`, as "1 in N". */
const share = (mixed: MixedLoadResult, call: string) => {
  const count = mixed.calls[call]?.count;
  return count ? `1 in ${Math.round(mixed.requests / count)}` : 'none';
};

function mixedTable(runs: DatabaseRun[]): string {
  const rows = runs.flatMap((run) => {
    const m = run.mixed;
    const row = (call: string, f: MixedLoadResult['overall']) =>
      `| ${NAMES[run.kind]} | ${call} | ${f.count} | ${f.errors} | ${ms(f.median)} | ${ms(f.p95)} | ${ms(f.p99)} |`;
    return [row(`all (${Math.round(m.perSecond)} req/s)`, m.overall), ...Object.entries(m.calls).map(([call, f]) => row(call, f))];
  });
  const { owners, staff, dashboards, seconds } = runs[0]!.mixed.settings;
  const unexpected = runs.flatMap((r) => Object.entries(r.mixed.unexpected).map(([what, n]) => `${NAMES[r.kind]} ${what}: ${n}`));
  return [
    `${owners} simulated owners (each signs in, then goes round garage, banner, vehicle and dealer with a pause of 0.2 to 0.8 s between pages, booking a service every fifth round, then cancelling it, at most 5 times: ten booking changes an hour are an owner's limit), ${staff} staff (vehicle search, a page of owners, a vehicle read and edited) and ${dashboards} more going back to the dashboard after each pause, for ${seconds} s at once, on the full data.`,
    '',
    runs
      .map((r) => `${NAMES[r.kind]}: dashboard views ${share(r.mixed, 'staff: dashboard')} of the requests; load average ${r.mixed.load} at the end.`)
      .join(' '),
    '',
    '| database | call | requests | errors | median ms | p95 ms | p99 ms |',
    '|---|---|--:|--:|--:|--:|--:|',
    ...rows,
    '',
    ...(unexpected.length ? [`Unexpected answers: ${unexpected.join('; ')}`, ''] : []),
  ].join('\n');
}

export function writeReports(runs: DatabaseRun[], settings: LoadSettings): string {
  const figures = table(runs, settings);
  const pglite = JSON.parse(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
  const sizes = runs[0]?.generated.sizes;
  const errors = runs.flatMap((r) =>
    r.calls.flatMap((call) => {
      const n = call.rounds.reduce((sum, round) => sum + round.api.errors, 0);
      return n ? [`${NAMES[r.kind]} ${call.id}: ${n} errors`] : [];
    }),
  );
  const results = [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (see README.md beside this file); do not edit by hand.',
    '',
    `- Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `- Machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB; Node.js ${process.version}`,
    ...runs.map(
      (r) =>
        `- ${NAMES[r.kind]}: ${r.kind === 'pglite' ? `@electric-sql/pglite ${pglite.version} (PostgreSQL ${r.recorded.version}), one process, one connection` : `PostgreSQL ${r.recorded.version} server on loopback, the server's pool of 10 connections`}`,
    ),
    `- Data (BENCH_SCALE ${settings.scale}): ${sizes ? `${sizes.users.toLocaleString('en')} owners, ${sizes.vehicles.toLocaleString('en')} vehicles, ${sizes.crmOwners.toLocaleString('en')} CRM owners, ${sizes.crmVehicles.toLocaleString('en')} CRM vehicles` : '-'}, 18,519 Australian and 2,000 New Zealand postcodes`,
    `- Load: autocannon, ${settings.connections} connections, ${settings.roundSeconds} s a round after a 1 s warm-up, from a second process on 127.0.0.1, signed in as an administrator`,
    `- Database alone: the statements each request runs (recorded from the app), replayed with the raw driver in the same process as autocannon by ${settings.connections} concurrent callers for ${settings.roundSeconds} s a round after 5 unmeasured runs ("DB"), and one at a time in the first round (up to ${settings.sequentialRuns} runs)`,
    '',
    '## Figures',
    '',
    figures,
    '',
    ...(errors.length ? ['Errors: ' + errors.join('; '), ''] : []),
    '## Where the CPU went',
    '',
    cpuTable(runs),
    '',
    ...runs.flatMap((r) => (r.directus ? [directusSection(r.directus, r.calls, settings.connections, settings.seconds)] : [])),
    importsSection(runs.map((r) => r.imports)),
    '## Owners and staff at once',
    '',
    mixedTable(runs),
    '## Search words and statements',
    '',
    ...runs.slice(0, 1).flatMap((r) => r.recorded.scenarios.map((s) => `- ${s.title}: \`GET ${s.path}\`, ${s.statements.length} statements`)),
    '',
    '## Loading the data',
    '',
    '| step | ' + runs.map((r) => NAMES[r.kind]).join(' s | ') + ' s |',
    '|---|' + runs.map(() => '--:|').join(''),
    ...Object.keys(runs[0]?.generated.seconds ?? {}).map((step) => `| ${step} | ${runs.map((r) => r.generated.seconds[step] ?? '-').join(' | ')} |`),
    '',
  ].join('\n');
  writeFileSync(RESULTS, results);

  const plans = [
    '# Query plans',
    '',
    'Written by `npm run bench`: EXPLAIN (ANALYZE, BUFFERS) of each statement each scenario runs, on each database.',
    '',
    ...runs.flatMap((r) =>
      r.recorded.scenarios.flatMap((s) => [
        `## ${NAMES[r.kind]}: ${s.title}`,
        '',
        ...s.statements.flatMap((st, i) => ['```sql', st.sql, `-- ${JSON.stringify(st.params)}`, '```', '```', s.plans[i] ?? '', '```', '']),
      ]),
    ),
  ].join('\n');
  writeFileSync(join(ROOT, 'bench/plans.md'), plans);
  return figures;
}
