// Serves the two built front ends on one origin: the back office for admin-only paths, the
// owner app for every other path, so a deep link survives a reload. API paths never fall
// through to a page. Text files go out as the build compressed them (brotli or gzip, by the
// client's Accept-Encoding); hashed files (`assets/`) are cached for good, the pages and the
// service worker are asked for again every time, other files (icons, manifest) cached an hour.
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_ASSET_BASE, isAdminPath } from '../../../shared/routes.ts';

const FOREVER = 'public, max-age=31536000, immutable';
const ALWAYS_ASK = 'no-cache';
const AN_HOUR = 'public, max-age=3600';

/** The cache policy of a built file, by its path under the build folder (a compressed copy as its original). */
export function cachePolicy(path: string): string {
  const parts = path.replace(/\.(br|gz)$/, '').split(/[\\/]/);
  if (parts.includes('assets')) return FOREVER;
  return ['index.html', 'sw.js'].includes(parts.at(-1)!) ? ALWAYS_ASK : AN_HOUR;
}

/** What every registration shares: compressed copies chosen by Accept-Encoding, and the cache policy of the file served. */
function servingOptions(root: string): FastifyStaticOptions {
  return {
    root,
    preCompressed: true,
    wildcard: false,
    index: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', cachePolicy(relative(root, path).split(sep).join('/')));
    },
  };
}

async function frontEndsPlugin(app: FastifyInstance, options: { distDir: string }) {
  const built = { owner: join(options.distDir, 'owner'), admin: join(options.distDir, 'admin') };
  const hasPage = { owner: existsSync(join(built.owner, 'index.html')), admin: existsSync(join(built.admin, 'index.html')) };
  // `reply.sendFile` for the pages, with the same compression and cache policy as the files.
  await app.register(fastifyStatic, { ...servingOptions(options.distDir), serve: false });
  if (existsSync(built.owner)) await app.register(fastifyStatic, { ...servingOptions(built.owner), decorateReply: false });
  if (existsSync(built.admin)) await app.register(fastifyStatic, { ...servingOptions(built.admin), prefix: ADMIN_ASSET_BASE, decorateReply: false });

  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0]!;
    // /metrics is the server's own, there only with METRICS_TOKEN (platform/http/metrics.ts): never a page.
    if (path.startsWith('/api/') || path === '/api' || path === '/metrics' || /\.[a-z0-9]+$/i.test(path)) {
      return reply.status(404).send({ message: `There is nothing at ${path}.` });
    }
    const app = isAdminPath(path) ? 'admin' : 'owner';
    if (hasPage[app]) return reply.sendFile(`${app}/index.html`);
    return reply
      .type('text/html')
      .header('cache-control', ALWAYS_ASK)
      .send(`<!doctype html><title>myGWM</title><p>This front end has not been built. Run <code>npm run build</code>.</p>`);
  });
}

export default fp(frontEndsPlugin, { name: 'front-ends' });
