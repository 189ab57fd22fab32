// Puts the marketing platforms on the app as app.platforms: the real Acoustic authoring and
// Customer.io clients when their variables are set (config.acoustic, config.marketing), else the embedded
// defaults. The sync routes look them up on every call, so a test can swap one for a fake.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../core/config.ts';
import { acousticAuthoring } from './acoustic-authoring.ts';
import { embeddedAcoustic } from './acoustic-embedded.ts';
import { customerIoClient } from './customerio-client.ts';
import { embeddedCustomerIo } from './customerio-embedded.ts';
import type { Platforms } from './platform.ts';

declare module 'fastify' {
  interface FastifyInstance {
    platforms: Platforms;
  }
}

async function platformsPlugin(app: FastifyInstance, { config }: { config: Config }) {
  const { acoustic } = config;
  const { customerio, retry } = config.marketing;
  const platforms: Platforms = {
    acoustic: acoustic ? acousticAuthoring({ apiUrl: acoustic.apiUrl, apiKey: acoustic.apiKey, retry }) : embeddedAcoustic(app.database.db),
    customerio: customerio ? customerIoClient({ ...customerio, retry }) : embeddedCustomerIo(),
  };
  app.log.info({ acoustic: acoustic ? acoustic.apiUrl : 'embedded', customerio: customerio ? customerio.url : 'embedded' }, 'marketing platforms');
  app.decorate('platforms', platforms);
}

export default fp(platformsPlugin, { name: 'platforms', dependencies: ['database'] });
