// What chromium receives for a visit to a page, as it receives it (the DevTools protocol's view):
// each response's bytes on the wire (headers and body as sent, so compressed), its encoding, and
// whether it came from a cache (the HTTP cache, or the owner app's service worker) rather than
// the network. Shared by the delivery test and the bench (bench/first-load.ts).
import type { BrowserContext, Page } from 'playwright-core';

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
