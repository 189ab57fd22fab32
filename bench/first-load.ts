// The owner app's and the back office's first load: the JavaScript and CSS their index.html
// loads, gzipped as the server would send them; the time from navigation start to the sign-in
// form's Email field, and to a demo owner's garage with its vehicle pictures shown, on a cold
// load in chromium (a fresh browser context each time, the median of five). Builds first, serves
// the build with the demo data from a throwaway data folder, prints the figures and writes
// bench/first-load.md.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, type Page, chromium } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../server/seed/demo-data.ts';
import { freePort, startServer } from '../tests/e2e/support/server-process.ts';

const ROOT = resolve(import.meta.dirname, '..');
const RUNS = 5;

interface Weight {
  app: string;
  js: number;
  css: number;
}

/** The gzipped bytes of the scripts and stylesheets an app's index.html names (not its lazy chunks). */
function firstLoad(app: 'owner' | 'admin'): Weight {
  const dist = join(ROOT, 'dist', app);
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="([^"]+\.(js|css))"/g)].map(([, path, kind]) => ({ path: path!, kind: kind! }));
  const gzipped = (kind: string) =>
    assets.filter((a) => a.kind === kind).reduce((sum, a) => sum + gzipSync(readFileSync(join(dist, a.path.replace(/^\/(admin\/)?/, '')))).length, 0);
  return { app, js: gzipped('js'), css: gzipped('css') };
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

async function ownerToken(baseURL: string): Promise<string> {
  const owner = DEMO_ACCOUNTS.find((account) => account.role === 'USER')!;
  const response = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: owner.email, password: owner.password }),
  });
  if (!response.ok) throw new Error(`The demo owner could not sign in: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
const weights = [firstLoad('owner'), firstLoad('admin')];
const dataDir = mkdtempSync(join(tmpdir(), 'mygwm-first-load-'));
const server = await startServer(ROOT, await freePort(), { DATA_DIR: dataDir, DEMO_DATA: '1' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
let signIn: number[];
let garage: number[];
try {
  signIn = await coldLoads(browser, `${server.baseURL}/adminlogin`, signInForm);
  garage = await coldLoads(browser, `${server.baseURL}/home`, garageWithPictures, await ownerToken(server.baseURL));
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
const figure = (times: number[]) => `median ${Math.round(median(times))} ms of ${times.map(Math.round).join(', ')} ms`;

const lines = [
  '# First load',
  '',
  'Written by `npm run bench` (bench/first-load.ts); do not edit by hand.',
  '',
  `- Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  '',
  '| app | JavaScript, gzipped | CSS, gzipped |',
  '|---|--:|--:|',
  ...weights.map((w) => `| ${w.app} | ${kb(w.js)} | ${kb(w.css)} |`),
  '',
  'Cold loads in chromium on loopback, from navigation start, a fresh browser context each time:',
  '',
  `- to the sign-in form (the Email field shown): ${figure(signIn)};`,
  `- to a demo owner's garage with a vehicle picture drawn (signed in, the token in local storage): ${figure(garage)}.`,
  '',
];
writeFileSync(join(ROOT, 'bench/first-load.md'), lines.join('\n'));
console.log(lines.join('\n'));
