// Puts the content service on the app as app.content: the embedded store in our own database
// today; a real Acoustic delivery client implements the same ContentSource and is chosen here.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contentRepository } from '../repositories/content.ts';
import type { ContentSource } from '../repositories/content-source.ts';

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentSource;
  }
}

async function contentPlugin(app: FastifyInstance) {
  app.decorate('content', contentRepository(app.database.db));
}

export default fp(contentPlugin, { name: 'content', dependencies: ['database'] });
