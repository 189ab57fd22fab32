// Puts the marketing platforms on the app as app.platforms, the embedded defaults for now; the
// sync routes look them up on every call, so a test can swap one for a failing fake.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { embeddedAcoustic } from './acoustic-embedded.ts';
import { embeddedCustomerIo } from './customerio-embedded.ts';
import type { Platforms } from './platform.ts';

declare module 'fastify' {
  interface FastifyInstance {
    platforms: Platforms;
  }
}

async function platformsPlugin(app: FastifyInstance) {
  const platforms: Platforms = { acoustic: embeddedAcoustic(app.database.db), customerio: embeddedCustomerIo() };
  app.decorate('platforms', platforms);
}

export default fp(platformsPlugin, { name: 'platforms', dependencies: ['database'] });
