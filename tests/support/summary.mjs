// Adds up the JSON reports of every runner of `npm test` into one closing line.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
const read = (name) => {
  const file = join(dir, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
};
for (const name of ['vitest-pglite.json', 'vitest-postgres.json']) {
  const report = read(name);
  if (!report) continue;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
const browser = read('playwright.json');
if (browser) {
  passed += browser.stats.expected + browser.stats.flaky;
  failed += browser.stats.unexpected;
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
