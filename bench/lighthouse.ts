// Lighthouse's performance and accessibility scores and layout shift for every page of the owner app
// and the back office's dashboard at phone size (its default mobile emulation and simulated
// throttling), three runs a page, the median for performance and layout shift. Lighthouse is
// installed by the bench into a folder of its own and drives a headless Debian chromium started
// here, in which a signed-in page's token is put in local storage first: Lighthouse's storage reset
// clears the caches and the service worker but keeps local storage, so every run is a cold load of
// a signed-in owner or administrator.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { freePort } from '../tests/e2e/support/server-process.ts';
import type { DemoTokens } from './demo-site.ts';
import { installedTool } from './tools.ts';
import { median } from './stats.ts';

const VERSION = '12.2.3';
const REPORTS = resolve(import.meta.dirname, '../.tmp/bench/lighthouse');
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility'] as const;

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: { type?: string; overallSavingsMs?: number; items?: unknown[] };
}

interface Report {
  lighthouseVersion: string;
  environment: { benchmarkIndex: number };
  categories: Record<(typeof CATEGORIES)[number], { score: number; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
}

/** A page to score: `name` names its reports (`garage-1.json`) and picks it on the command line of lighthouse-pages.ts. */
interface Target {
  name: string;
  page: string;
  path: string;
  /** Whose token is in local storage: nobody's for the pages before sign-in. */
  as?: keyof DemoTokens;
}

/** Every page of the owner app's route table (owner/src/app.tsx; signing out is none) and the back office's dashboard. */
const targets = (vehicleId: number): Target[] => [
  { name: 'welcome', page: 'owner: welcome page', path: '/' },
  { name: 'sign-in', page: 'owner: sign-in', path: '/adminlogin' },
  { name: 'register', page: 'owner: create my account', path: '/register' },
  { name: 'register-invited', page: 'owner: create my account from an invitation link', path: '/register?invite=DEMO1234' },
  { name: 'forgot-password', page: 'owner: forgot password', path: '/forgotpassword' },
  { name: 'reset-password', page: 'owner: reset password, from a reset link', path: '/resetpassword/demo-token?email=owner%40example.com' },
  { name: 'garage', page: 'owner: garage, a demo owner', path: '/home', as: 'owner' },
  { name: 'vehicle', page: "owner: a demo owner's vehicle", path: `/myvehicle/${vehicleId}`, as: 'owner' },
  { name: 'booking', page: 'owner: book a service', path: '/book/service', as: 'owner' },
  { name: 'dealer', page: 'owner: my dealer', path: '/mydealer', as: 'owner' },
  { name: 'change-dealer', page: 'owner: change dealer', path: '/changemydealer', as: 'owner' },
  { name: 'videos', page: 'owner: how-to videos', path: '/how-to-videos', as: 'owner' },
  { name: 'account', page: 'owner: my account', path: '/myaccount', as: 'owner' },
  { name: 'dashboard', page: 'back office: dashboard, the demo administrator', path: '/dashboard', as: 'admin' },
];

async function firstVehicleOf(baseURL: string, ownerToken: string): Promise<number> {
  const response = await fetch(`${baseURL}/api/vehicles/user`, { headers: { authorization: `Bearer ${ownerToken}` } });
  if (!response.ok) throw new Error(`The demo owner's vehicles could not be read: ${response.status}`);
  return ((await response.json()) as { id: number }[])[0]!.id;
}

interface PageScores {
  page: string;
  runs: Report[];
}

/** A headless chromium listening for DevTools on a port of its own, with a throwaway profile. */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'mygwm-lighthouse-'));
  const child: ChildProcess = spawn(
    '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const exited = once(child, 'exit');
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('chromium did not open its DevTools port');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill();
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Puts a token in (or takes it out of) the local storage of `baseURL` in the chromium on `port`. */
async function setToken(port: number, baseURL: string, token: string | undefined): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    // A JSON answer of the same origin: the app, and so its service worker, never runs here.
    await page.goto(`${baseURL}/api/health`);
    await page.evaluate((value) => (value ? localStorage.setItem('access_token', value) : localStorage.removeItem('access_token')), token);
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * One Lighthouse run; its report is kept in `out` (to open in the Lighthouse viewer: which element
 * fails, why). Now and then Lighthouse loses the page load's trace ("NO_NAVSTART: Please run
 * Lighthouse again"): such a run is run again, up to twice.
 */
async function lighthouse(folder: string, port: number, url: string, out: string, attempts = 3): Promise<Report> {
  const args = [`--port=${port}`, `--only-categories=${CATEGORIES.join(',')}`, '--output=json', `--output-path=${out}`, '--quiet', url];
  try {
    await promisify(execFile)(join(folder, 'node_modules/.bin/lighthouse'), args);
  } catch (error) {
    const said = String((error as { stderr?: string }).stderr ?? error).trim();
    if (attempts <= 1 || !said.includes('run Lighthouse again')) throw error;
    console.warn(`bench: Lighthouse failed on ${url}, running it again: ${said}`);
    return lighthouse(folder, port, url, out, attempts - 1);
  }
  return JSON.parse(readFileSync(out, 'utf8')) as Report;
}

const score = (report: Report, category: (typeof CATEGORIES)[number]) => Math.round(report.categories[category].score * 100);

/** The run whose performance score is the median: its metrics and opportunities are the ones shown. */
function medianRun(runs: Report[]): Report {
  const sorted = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The accessibility audits a run fails (scored, below 1). */
function failingAccessibility(report: Report): string[] {
  return report.categories.accessibility.auditRefs
    .map(({ id }) => report.audits[id]!)
    .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.title} (\`${audit.id}\`)`);
}

/** The performance opportunities worth at least 150 ms in Lighthouse's simulation, largest first. */
function opportunities(report: Report): string[] {
  return Object.values(report.audits)
    .filter((audit) => audit.details?.type === 'opportunity' && (audit.details.overallSavingsMs ?? 0) >= 150)
    .sort((a, b) => b.details!.overallSavingsMs! - a.details!.overallSavingsMs!)
    .map((audit) => `${audit.title} (about ${Math.round(audit.details!.overallSavingsMs! / 10) * 10} ms)`);
}

const metric = (report: Report, id: string) => report.audits[id]?.displayValue?.replace(/\s/g, ' ') ?? '-';

/**
 * Runs Lighthouse on the pages served at `baseURL` (those named in `only`; all when it is empty) and
 * returns first-load.md's section.
 */
export async function lighthouseSection(baseURL: string, tokens: DemoTokens, only: string[] = []): Promise<string[]> {
  const chosen = targets(await firstVehicleOf(baseURL, tokens.owner)).filter(({ name }) => only.length === 0 || only.includes(name));
  if (chosen.length === 0)
    throw new Error(
      `No page is named ${only.join(', ')}: the names are ${targets(0)
        .map(({ name }) => name)
        .join(', ')}`,
    );
  const folder = installedTool('lighthouse', [`lighthouse@${VERSION}`]);
  mkdirSync(REPORTS, { recursive: true });
  const browser = await startChromium();
  const pages: PageScores[] = [];
  try {
    for (const { name, page, path, as } of chosen) {
      await setToken(browser.port, baseURL, as && tokens[as]);
      const runs: Report[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        runs.push(await lighthouse(folder, browser.port, `${baseURL}${path}`, join(REPORTS, `${name}-${run}.json`)));
      }
      pages.push({ page: `${page} (\`${path}\`)`, runs });
    }
  } finally {
    await browser.stop();
  }
  const version = pages[0]!.runs[0]!.lighthouseVersion;
  const benchmarks = pages.flatMap(({ runs }) => runs.map((run) => Math.round(run.environment.benchmarkIndex)));
  const scores = (runs: Report[], category: (typeof CATEGORIES)[number]) => runs.map((run) => score(run, category));
  const shift = (runs: Report[]) => median(runs.map((run) => run.audits['cumulative-layout-shift']!.numericValue!));
  return [
    `Lighthouse ${version} (npm \`lighthouse\`, installed by the bench under \`.tmp/bench/tools\`) in Debian's headless chromium,`,
    'at phone size: its default mobile emulation (a Moto G Power screen) and simulated throttling (slow 4G, CPU 4x slower),',
    `categories performance and accessibility, ${RUNS} runs a page, each a cold load (caches and service worker cleared by`,
    "Lighthouse; a signed-in page's token kept in local storage); performance and layout shift are the median, the",
    "performance of each run beside it, the paints and blocking time those of the median run. Lighthouse's",
    `CPU benchmark of this machine during the runs was ${Math.min(...benchmarks)} to ${Math.max(...benchmarks)} (it calls a CPU under 1,000 slower than it expects,`,
    'and its 4x slowdown is applied on top: on the shared two-core machine the blocking time, and with it the performance',
    'score, moves with the load of the moment; the layout shift and the accessibility score do not):',
    '',
    '| page | performance | accessibility | first contentful paint | largest contentful paint | total blocking time | layout shift |',
    '|---|--:|--:|--:|--:|--:|--:|',
    ...pages.map(({ page, runs }) => {
      const middle = medianRun(runs);
      const accessibility = [...new Set(scores(runs, 'accessibility'))].join(', ');
      const [fcp, lcp, tbt] = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'].map((id) => metric(middle, id));
      return `| ${page} | ${median(scores(runs, 'performance'))} (${scores(runs, 'performance').join(', ')}) | ${accessibility} | ${fcp} | ${lcp} | ${tbt} | ${shift(runs).toFixed(3)} |`;
    }),
    '',
    ...pages.map(({ page, runs }) => {
      const failing = [...new Set(runs.flatMap(failingAccessibility))];
      const gains = opportunities(medianRun(runs));
      return `- ${page}: accessibility audits failed: ${failing.length ? failing.join('; ') : 'none'}; opportunities of 150 ms or more: ${gains.length ? gains.join('; ') : 'none'}.`;
    }),
    '',
  ];
}
