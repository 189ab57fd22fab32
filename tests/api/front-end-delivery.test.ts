// How the built front ends are sent: text files as the build compressed them (brotli, else gzip,
// else plain, by Accept-Encoding, with Vary), hashed files cached for good, the pages and the
// service worker asked for every time, and the manifest and worker with their own types. Runs on
// a small build of its own, compressed as `npm run build` does, so it needs no real build.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../shared/build/precompress.ts';
import { type TestApi, startApi } from './harness.ts';

const SCRIPT = `console.log(${JSON.stringify('myGWM '.repeat(200))});`;
const FILES: Record<string, string> = {
  'owner/index.html': '<!doctype html><title>owner app</title><script type="module" src="/assets/index-Ab12Cd34.js"></script>',
  'owner/assets/index-Ab12Cd34.js': SCRIPT,
  'owner/sw.js': 'self.addEventListener("fetch", () => {});',
  'owner/manifest.webmanifest': '{"name":"myGWM"}',
  'owner/icons/icon-192.png': 'not really a picture',
  'admin/index.html': '<!doctype html><title>back office</title>',
  'admin/assets/index-Ef56Gh78.js': SCRIPT,
};

let dist: string;
let api: TestApi;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'mygwm-dist-'));
  for (const [path, content] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), content);
  }
  precompressFolder(join(dist, 'owner'));
  precompressFolder(join(dist, 'admin'));
  api = await startApi({ distDir: dist });
});
afterAll(async () => {
  await api.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) => api.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built front ends', () => {
  it.each([
    ['br, gzip, deflate', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ])('send a hashed script compressed as asked (%s: %s), varying by Accept-Encoding and cached for good', async (accept, encoding, decode) => {
    for (const url of ['/assets/index-Ab12Cd34.js', '/admin/assets/index-Ef56Gh78.js']) {
      const response = await get(url, accept);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe(encoding);
      expect(response.headers['content-type'], url).toMatch(/^(application|text)\/javascript/);
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.length, url).toBeLessThan(SCRIPT.length / 5);
      expect(decode(response.rawPayload).toString(), url).toBe(SCRIPT);
    }
  });

  it('send the plain file to a client that takes no compression, still varying by Accept-Encoding', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', 'identity');
    expect(response.headers).not.toHaveProperty('content-encoding');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(SCRIPT);
  });

  it.each([
    ['/home', 'owner app'],
    ['/adminlogin', 'owner app'],
    ['/dashboard', 'back office'],
  ])('send the page of %s (the %s) compressed and never from a cache without asking', async (url, title) => {
    const response = await get(url, 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain(`<title>${title}</title>`);
  });

  it('send the service worker as a script that is asked for every time, and the manifest with its type', async () => {
    const worker = await get('/sw.js', 'gzip');
    expect(worker.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(worker.headers['content-encoding']).toBe('gzip');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await get('/manifest.webmanifest', 'br');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['content-encoding']).toBe('br');
    expect(manifest.headers['cache-control']).toBe('public, max-age=3600');
    expect(JSON.parse(brotliDecompressSync(manifest.rawPayload).toString())).toEqual({ name: 'myGWM' });
  });

  it('send a picture as it is (no compressed copy is made of it) and cached an hour', async () => {
    const response = await get('/icons/icon-192.png', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers).not.toHaveProperty('content-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('let the service worker and the manifest through the Content-Security-Policy', async () => {
    const csp = String((await get('/home')).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});
