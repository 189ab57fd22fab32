// The owner app's and the back office's first load: the JavaScript and CSS their index.html
// loads, as the build compressed them (brotli, as the server sends them to chromium; gzip for
// comparison); what chromium receives over the network, first and second visit, for the owner's
// sign-in page and garage and the back office's dashboard; the time from navigation start to the
// sign-in form's Email field, and to a demo owner's garage with its vehicle pictures shown, on a
// cold load in chromium (a fresh browser context each time, the median of five); Lighthouse's
// scores at phone size of every owner page and the dashboard (lighthouse.ts). Builds first,
// serves the build with the demo data from a throwaway data folder, prints the figures and writes
// bench/first-load.md.
import { execFileSync } from 'node:child_process';
import { statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, type Page, chromium } from 'playwright-core';
import { firstLoadFiles } from '../shared/build/first-load.ts';
import { ADMIN_ASSET_BASE } from '../shared/routes.ts';
import { dashboardReady, twoVisits, type Visit } from '../tests/e2e/support/transfer-sizes.ts';
import { demoTokens, withDemoSite } from './demo-site.ts';
import { lighthouseSection } from './lighthouse.ts';
import { median } from './stats.ts';

const ROOT = resolve(import.meta.dirname, '..');
const RUNS = 5;

interface Weight {
  app: string;
  js: number;
  css: number;
  gzipped: number;
}

/** The compressed bytes of the scripts and stylesheets an app's index.html names (not its lazy chunks). */
function firstLoad(app: 'owner' | 'admin'): Weight {
  const files = firstLoadFiles(join(ROOT, 'dist', app), app === 'admin' ? ADMIN_ASSET_BASE : '/');
  const brotli = (kind: string) => files.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.brotliBytes, 0);
  return { app, js: brotli('js'), css: brotli('css'), gzipped: files.reduce((sum, file) => sum + statSync(`${file.file}.gz`).size, 0) };
}

/** Milliseconds from navigation start to `ready` on a cold load of `path`, once per run. */
async function coldLoads(browser: Browser, url: string, ready: (page: Page) => Promise<unknown>, token?: string): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext();
    if (token) await context.addInitScript((value) => localStorage.setItem('access_token', value), token);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    await ready(page);
    // Measured in the page: from its navigation start to now, when the awaited state is there.
    times.push(await page.evaluate(() => performance.now()));
    await context.close();
  }
  return times;
}

const signInForm = (page: Page) => page.getByLabel('Email').waitFor({ state: 'visible' });
/** The garage is there when a vehicle picture from the file store has been drawn. */
const garageWithPictures = (page: Page) =>
  page.waitForFunction(() => [...document.images].some((image) => image.src.includes('/api/files/') && image.complete && image.naturalWidth > 0), undefined, {
    timeout: 30_000,
  });

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
const weights = [firstLoad('owner'), firstLoad('admin')];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const { signIn, garage, transfers, lighthouse } = await withDemoSite(async (baseURL) => {
  const tokens = await demoTokens(baseURL);
  return {
    signIn: await coldLoads(browser, `${baseURL}/adminlogin`, signInForm),
    garage: await coldLoads(browser, `${baseURL}/home`, garageWithPictures, tokens.owner),
    transfers: [
      { page: "owner's sign-in (`/adminlogin`)", visits: await twoVisits(browser, `${baseURL}/adminlogin`, signInForm) },
      { page: "owner's garage (`/home`, a demo owner)", visits: await twoVisits(browser, `${baseURL}/home`, garageWithPictures, tokens.owner) },
      { page: "back office's dashboard (`/dashboard`)", visits: await twoVisits(browser, `${baseURL}/dashboard`, dashboardReady, tokens.admin) },
    ],
    lighthouse: await lighthouseSection(baseURL, tokens),
  };
}).finally(() => browser.close());

/** A visit's bytes over the network: in all, and of them the pages, scripts and stylesheets. */
const received = (visit: Visit) => {
  const code = visit.responses.filter((r) => ['Document', 'Script', 'Stylesheet'].includes(r.type)).reduce((sum, r) => sum + r.bytes, 0);
  const fetched = visit.responses.filter((r) => !r.fromCache).length;
  return `${kb(visit.bytes)} (${kb(code)}; ${fetched} of ${visit.responses.length} over the network)`;
};
const figure = (times: number[]) => `median ${Math.round(median(times))} ms of ${times.map(Math.round).join(', ')} ms`;

const lines = [
  '# First load',
  '',
  'Written by `npm run bench` (bench/first-load.ts); do not edit by hand.',
  '',
  `- Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  '',
  'What index.html loads (entry, preloaded modules, stylesheets), as sent (brotli); the budgets of',
  '`npm test` (tests/e2e/first-load-budget.spec.ts) are 150 kB for the owner app, 300 kB for the back office:',
  '',
  '| app | JavaScript, brotli | CSS, brotli | both, gzip |',
  '|---|--:|--:|--:|',
  ...weights.map((w) => `| ${w.app} | ${kb(w.js)} | ${kb(w.css)} | ${kb(w.gzipped)} |`),
  '',
  'Received by chromium over the network (headers and bodies as sent; in brackets the pages, scripts and',
  'stylesheets, and how many responses came over the network rather than from the HTTP cache or the',
  "owner app's service worker), two visits in one fresh browser context; API answers included:",
  '',
  '| page | first visit | second visit |',
  '|---|--:|--:|',
  ...transfers.map(({ page, visits: [first, second] }) => `| ${page} | ${received(first)} | ${received(second)} |`),
  '',
  'Cold loads in chromium on loopback, from navigation start, a fresh browser context each time:',
  '',
  `- to the sign-in form (the Email field shown): ${figure(signIn)};`,
  `- to a demo owner's garage with a vehicle picture drawn (signed in, the token in local storage): ${figure(garage)}.`,
  '',
  '## Lighthouse at phone size',
  '',
  ...lighthouse,
];
writeFileSync(join(ROOT, 'bench/first-load.md'), lines.join('\n'));
console.log(lines.join('\n'));
