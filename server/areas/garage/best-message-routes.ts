// GET messages/best: the marketing banner of the signed-in owner's garage (queries/best-message.ts).
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/http/auth.ts';
import { bestMessageRepository } from '../../queries/best-message.ts';

export default async function bestMessageRoutes(app: FastifyInstance) {
  const best = bestMessageRepository(app.database.db);
  app.get(
    '/messages/best',
    {
      onRequest: app.allow('USER'),
      schema: {
        tags: ['Garage'],
        summary: 'The marketing message whose trigger holds for the signed-in owner (null when none)',
        response: { 200: { $ref: 'BestMessage#' } },
      },
    },
    (request) => best.bestFor(requireUser(request)),
  );
}
