// Serves the two built front ends on one origin: the back office for admin-only paths, the
// owner app for every other path, so a deep link survives a reload. API paths never fall
// through to a page.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_ASSET_BASE, isAdminPath } from '../../shared/routes.ts';

function page(dir: string): string {
  const file = join(dir, 'index.html');
  if (!existsSync(file)) return `<!doctype html><title>myGWM</title><p>This front end has not been built. Run <code>npm run build</code>.</p>`;
  return readFileSync(file, 'utf8');
}

async function frontEndsPlugin(app: FastifyInstance, options: { distDir: string }) {
  const ownerDir = join(options.distDir, 'owner');
  const adminDir = join(options.distDir, 'admin');
  const ownerPage = page(ownerDir);
  const adminPage = page(adminDir);

  if (existsSync(ownerDir)) await app.register(fastifyStatic, { root: ownerDir, wildcard: false, index: false });
  if (existsSync(adminDir)) {
    await app.register(fastifyStatic, { root: adminDir, prefix: ADMIN_ASSET_BASE, decorateReply: false, wildcard: false, index: false });
  }

  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (path.startsWith('/api/') || path === '/api' || /\.[a-z0-9]+$/i.test(path)) {
      return reply.status(404).send({ message: `There is nothing at ${path}.` });
    }
    return reply
      .type('text/html')
      .header('cache-control', 'no-cache')
      .send(isAdminPath(path) ? adminPage : ownerPage);
  });
}

export default fp(frontEndsPlugin, { name: 'front-ends' });
