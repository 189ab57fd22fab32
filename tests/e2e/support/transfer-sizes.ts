// What chromium receives for a visit to a page, as it receives it (the DevTools protocol's view):
// each response's bytes on the wire (headers and body as sent, so compressed), its encoding, and
// whether it came from a cache (the HTTP cache, or the owner app's service worker) rather than
// the network. Shared by the delivery test and the bench (bench/first-load.ts).
import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface Received {
  url: string;
  /** The DevTools resource type: Document, Script, Stylesheet, Image, Fetch... */
  type: string;
  encoding: string | undefined;
  fromCache: boolean;
  /** Bytes over the network: 0 for a response from a cache. */
  bytes: number;
}

export interface Visit {
  responses: Received[];
  /** Every response's bytes over the network. */
  bytes: number;
}

/** Whether a path is one of the build's hashed files (`/assets/`, `/admin/assets/`). */
export const isHashedAsset = (url: string) => /^\/(admin\/)?assets\//.test(new URL(url).pathname);

/** Opens `url` in a new page of `context` (whose caches a visit before may have filled), waits for `ready` and the network to go quiet, and tells what came in. */
export async function visit(context: BrowserContext, url: string, ready: (page: Page) => Promise<unknown>): Promise<Visit> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const responses = new Map<string, Received>();
  const fromMemory = new Set<string>();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => fromMemory.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const encoding = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1];
    const fromCache = fromMemory.has(requestId) || Boolean(response.fromDiskCache || response.fromServiceWorker || response.fromPrefetchCache);
    responses.set(requestId, { url: response.url, type, encoding, fromCache, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const received = responses.get(requestId);
    if (received && !received.fromCache) received.bytes = encodedDataLength;
  });
  await cdp.send('Network.enable');
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  await page.close();
  const all = [...responses.values()];
  return { responses: all, bytes: all.reduce((sum, r) => sum + r.bytes, 0) };
}

/** Two visits to `url` in one fresh browser context, signed in with `token` when given: what came over the network each time. */
export async function twoVisits(browser: Browser, url: string, ready: (page: Page) => Promise<unknown>, token?: string): Promise<[Visit, Visit]> {
  // As a person's browser has it: the owner app's service worker keeps files too.
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  if (token) await context.addInitScript((value) => localStorage.setItem('access_token', value), token);
  try {
    return [await visit(context, url, ready), await visit(context, url, ready)];
  } finally {
    await context.close();
  }
}

/**
 * The dashboard is there when its weekly chart is: the chart's chunks are fetched only once the
 * counts have come, and on a busy machine that can be after the network has been quiet a while.
 */
export const dashboardReady = (page: Page) => page.getByRole('columnheader', { name: 'Week starting' }).waitFor({ state: 'attached', timeout: 30_000 });
