// GET /api/settings: the deployment's values behind the documents' placeholders (docs/decisions.md,
// Data), which visitors' screens show too: the marketing contact of the registration failure
// screens and the roadside assistance number of each country.
import type { FastifyInstance } from 'fastify';
import type { PublicSettings } from '../../../shared/generated/types.ts';
import type { Config } from '../../core/config.ts';

export default async function settingsRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const settings: PublicSettings = { marketing_email: config.contact.marketingEmail, roadside_phones: config.contact.roadsidePhones };

  app.get(
    '/settings',
    {
      schema: {
        tags: ['Settings'],
        summary: 'Contact values the screens show: marketing email, roadside assistance phone per country',
        security: [],
        response: { 200: { $ref: 'PublicSettings#' } },
      },
    },
    async () => settings,
  );
}
