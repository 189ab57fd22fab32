// How long browsers and proxies may keep an API answer: not at all by default (`private, no-store`),
// as answers hold a signed-in person's records, tokens and one-time links. A route whose answer is
// the same for everyone (the public catalogue) says how long in its config (`publicMaxAge`, seconds),
// and a route that sets Cache-Control itself keeps it (a stored file, whose key changes with it).
// The front ends' files are not under /api and keep their own policy (front-ends.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer is the same for every caller: anyone may keep a successful one this many seconds. */
    publicMaxAge?: number;
  }
}

async function cacheControlPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return payload;
    const maxAge = request.routeOptions.config.publicMaxAge;
    reply.header('cache-control', maxAge && reply.statusCode < 300 ? `public, max-age=${maxAge}` : 'private, no-store');
    return payload;
  });
}

export default fp(cacheControlPlugin, { name: 'cache-control' });
