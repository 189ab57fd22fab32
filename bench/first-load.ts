// The owner app's and the back office's first load: the JavaScript and CSS their index.html
// loads, gzipped as the server would send them, and the time from navigation start to the
// sign-in form's Email field on a cold load in chromium (a fresh browser context each time,
// the median of five). Builds first, serves the build from a throwaway data folder, prints the
// figures and writes bench/first-load.md.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
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

async function timeToSignInForm(baseURL: string): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const times: number[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${baseURL}/adminlogin`, { waitUntil: 'commit' });
      await page.getByLabel('Email').waitFor({ state: 'visible' });
      // Measured in the page: from its navigation start to now, when the field is laid out.
      times.push(await page.evaluate(() => performance.now()));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
const weights = [firstLoad('owner'), firstLoad('admin')];
const dataDir = mkdtempSync(join(tmpdir(), 'mygwm-first-load-'));
const server = await startServer(ROOT, await freePort(), { DATA_DIR: dataDir, DEMO_DATA: '0' });
let times: number[];
try {
  times = await timeToSignInForm(server.baseURL);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

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
  `Time to the sign-in form (navigation start to the Email field shown, cold context, chromium, loopback): median ${Math.round(median(times))} ms of ${times.map(Math.round).join(', ')} ms.`,
  '',
];
writeFileSync(join(ROOT, 'bench/first-load.md'), lines.join('\n'));
console.log(lines.join('\n'));
