// The owner app's service worker (served as /sw.js, built by ./plugin.ts): keeps the app's shell
// (index.html and the hashed files it loads) so a reload without a network still shows the app,
// which then says it is offline when a call fails. The offline page is only ever that shell, kept
// at install: what a navigation answered (a JSON file or an image opened as a page) is never kept
// in its place. API answers are never kept: they go past the worker untouched. The back office's
// pages and files are left to the network too.
import { ADMIN_ASSET_BASE, isAdminPath } from '../../shared/routes.ts';

// What the DOM library lacks of a worker's scope: only the parts used here.
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(answer: Promise<Response>): void;
}
interface WorkerScope {
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

/** Set by the build: a version that changes with every build, and the shell's paths. */
declare const BUILD: { version: string; shell: string[] };

const worker = self as unknown as WorkerScope;
const CACHE = `mygwm-shell-${BUILD.version}`;
const SHELL_PAGE = '/index.html';

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(BUILD.shell))
      .then(() => worker.skipWaiting()),
  );
});

// An older build's shell goes once this one is in charge.
worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('mygwm-shell-') && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => worker.clients.claim()),
  );
});

/** The network's answer, kept for next time; the kept one when the network cannot be reached. */
async function networkFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  try {
    const answer = await fetch(request);
    if (answer.ok) await cache.put(request, answer.clone());
    return answer;
  } catch (error) {
    const kept = await cache.match(request);
    if (kept) return kept;
    throw error;
  }
}

/**
 * A page from the network, kept nowhere; without a network, the shell this build kept at install,
 * which routes any of the app's paths itself. Keeping a navigation's answer as the shell would make
 * whatever was last opened as a page (the manifest, a picture) the app offline.
 */
async function pageOrShell(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(SHELL_PAGE, { cacheName: CACHE });
    if (shell) return shell;
    throw error;
  }
}

/** A hashed file never changes: the kept copy when there is one, else the network's, kept. */
async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok) await cache.put(request, answer.clone());
  return answer;
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith(ADMIN_ASSET_BASE) || isAdminPath(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(pageOrShell(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else event.respondWith(networkFirst(request));
});
