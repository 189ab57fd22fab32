// GET /api/dashboard: the back office's tiles (owners, vehicles, services waiting, marketing
// messages, models, enabled dealers, open recalls) and the last 12 weeks of bookings and registrations.
import type { FastifyInstance } from 'fastify';
import type { Dashboard } from '../../../shared/generated/types.ts';
import { dashboardRepository } from '../../queries/dashboard.ts';

const WEEKS = 12;

export default async function dashboardRoutes(app: FastifyInstance) {
  const dashboard = dashboardRepository(app.database.db);
  const read = async (): Promise<Dashboard> => {
    const [counts, weekly] = await Promise.all([dashboard.counts(), dashboard.weekly(WEEKS)]);
    return { ...counts, weekly };
  };
  /**
   * The figures being read now: staff who open the dashboard meanwhile share that reading rather
   * than start their own (the same for every staff member, as fresh as the moment they asked, give
   * or take the reading's own time), so thirty dashboards open at once cost the database one.
   */
  let reading: Promise<Dashboard> | undefined;
  app.get(
    '/dashboard',
    {
      onRequest: app.allow(),
      schema: { tags: ['Dashboard'], summary: 'Counts for the dashboard tiles and weekly activity', response: { 200: { $ref: 'Dashboard#' } } },
    },
    () => (reading ??= read().finally(() => (reading = undefined))),
  );
}
