// GET /api/dashboard: the back office's tiles (owners, vehicles, services waiting, marketing
// messages, models, enabled dealers) and the last 12 weeks of bookings and registrations.
import type { FastifyInstance } from 'fastify';
import { dashboardRepository } from '../repositories/dashboard.ts';

const WEEKS = 12;

const count = { type: 'integer' } as const;
const answer = {
  type: 'object',
  properties: {
    users: { ...count, description: 'Owners (role USER)' },
    vehicles: count,
    services_waiting: { ...count, description: 'Service bookings waiting for the dealer' },
    messages: { ...count, description: 'Marketing messages' },
    models: count,
    dealers: { ...count, description: 'Enabled dealers' },
    weekly: {
      type: 'array',
      description: `The last ${WEEKS} weeks (Monday to Sunday, UTC), oldest first, the current week last`,
      items: {
        type: 'object',
        properties: {
          week_start: { type: 'string', format: 'date' },
          bookings: { ...count, description: 'Service bookings made that week' },
          registrations: { ...count, description: 'Owners who registered that week' },
        },
      },
    },
  },
};

export default async function dashboardRoutes(app: FastifyInstance) {
  const dashboard = dashboardRepository(app.database.db);
  app.get(
    '/dashboard',
    {
      onRequest: app.allow(),
      schema: { tags: ['Dashboard'], summary: 'Counts for the dashboard tiles and weekly activity', response: { 200: answer } },
    },
    async () => {
      const [counts, weekly] = await Promise.all([dashboard.counts(), dashboard.weekly(WEEKS)]);
      return { ...counts, weekly };
    },
  );
}
