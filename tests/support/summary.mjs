// The end of `npm test`: the time of each stage, the ten slowest files of each runner, and last
// one line adding up the JSON reports of every runner.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const dir = process.argv[2];
const SLOWEST = 10;
const read = (name) => {
  const file = join(dir, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
};
const seconds = (ms) => (ms / 1000).toFixed(1);

const stages = existsSync(join(dir, 'stages.tsv')) ? readFileSync(join(dir, 'stages.tsv'), 'utf8').trim().split('\n') : [];
console.log('\nStage times (s); types, lint, format and the install check run side by side:');
for (const line of stages) {
  const [name, time] = line.split('\t');
  console.log(`  ${time.padStart(7)}  ${name}`);
}

/** The slowest files of a runner, from [{ file, ms }]. */
function slowest(title, times) {
  if (!times?.length) return;
  console.log(`\nSlowest files, ${title} (s):`);
  for (const { file, ms } of [...times].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST)) console.log(`  ${seconds(ms).padStart(7)}  ${file}`);
}

/** Playwright's report as [{ file, ms }]: each file's tests added up (a test's time includes its hooks and fixtures). */
function browserFiles(report) {
  const times = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0);
      times.set(spec.file, (times.get(spec.file) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  const root = report.config.rootDir;
  return [...times].map(([file, ms]) => ({ file: relative(process.cwd(), join(root, file)), ms }));
}

let passed = 0;
let failed = 0;
for (const [name, title] of [
  ['vitest-pglite', 'unit and API on PGlite'],
  ['vitest-postgres', 'API on PostgreSQL'],
]) {
  const report = read(`${name}.json`);
  if (!report) continue;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  slowest(title, read(`${name}-files.json`));
}
const browser = read('playwright.json');
if (browser) {
  passed += browser.stats.expected + browser.stats.flaky;
  failed += browser.stats.unexpected;
  slowest('browser', browserFiles(browser));
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
