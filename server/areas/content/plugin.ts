// Puts the content service on the app as app.content (docs/decisions.md, "Systems outside ours"): the
// maker's Acoustic Content hub through its delivery API when ACOUSTIC_API_URL and
// ACOUSTIC_API_KEY are set, its answers cached briefly; otherwise the embedded store in our own
// database. Both answer the same ContentSource, so routes and the garage never know which.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../core/config.ts';
import { contentRepository } from '../../queries/content.ts';
import type { ContentSource } from '../../queries/content-source.ts';
import { acousticDelivery } from './acoustic-delivery.ts';
import { memoryCache } from './delivery-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentSource;
  }
}

async function contentPlugin(app: FastifyInstance, { config }: { config: Config }) {
  const { acoustic } = config;
  app.decorate(
    'content',
    acoustic ? acousticDelivery({ config: acoustic, cache: memoryCache(acoustic.cacheSeconds), log: app.log }) : contentRepository(app.database.db),
  );
}

export default fp(contentPlugin, { name: 'content', dependencies: ['database'] });
