// The recalls' own calls (docs/decisions.md, "Recalls"): GET /api/recalls/user, the signed-in
// owner's open recalls (the garage's and My vehicle's notices read the same from their vehicles),
// and GET /api/recalls/progress, each campaign's VINs known, registered, notified, booked and
// remedied, for the back office's Recalls screen. Campaigns and their VINs are the generic
// routes of their entities (/api/recalls, /api/recallvehicles) and the CSV upload (upload-routes.ts).
import type { FastifyInstance } from 'fastify';
import type { OwnerRecall, RecallProgress } from '../../../shared/generated/types.ts';
import { requireUser } from '../../platform/http/auth.ts';
import { recallRepository } from '../../queries/recalls.ts';

export default async function recallRoutes(app: FastifyInstance) {
  const recalls = recallRepository(app.database.db);
  const tags = ['Recalls'];

  app.get(
    '/recalls/user',
    {
      onRequest: app.allow('USER'),
      schema: {
        tags,
        summary: "The signed-in owner's open recalls: active campaigns of their country naming one of their vehicles' VINs, not remedied",
        response: { 200: { type: 'array', items: { $ref: 'OwnerRecall#' } } },
      },
    },
    async (request): Promise<OwnerRecall[]> => {
      const user = requireUser(request);
      return recalls.ownersRecalls(user.id, user.state);
    },
  );

  app.get(
    '/recalls/progress',
    {
      onRequest: app.allow(),
      schema: {
        tags,
        summary: "Each campaign's VINs: known to the product, of registered owners, their owners emailed, booked and remedied",
        response: { 200: { type: 'array', items: { $ref: 'RecallProgress#' } } },
      },
    },
    async (): Promise<RecallProgress[]> => recalls.progress(),
  );
}
