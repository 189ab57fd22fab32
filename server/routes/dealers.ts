// GET /api/dealers/restore/{id}: brings a disabled dealer back to the Active tab.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { notFound } from '../errors.ts';
import { dealers } from '../generated/tables.ts';

export default async function dealerRoutes(app: FastifyInstance) {
  app.get('/restore/:id', {
    preHandler: app.allow(),
    schema: { tags: ['Dealers'], summary: 'Enable a disabled dealer', params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } } }, response: { 200: { $ref: 'Dealer#' } } },
  }, async (request) => {
    const { id } = request.params as { id: number };
    const [dealer] = await app.database.db.update(dealers).set({ enabled: true, updated_at: new Date() }).where(eq(dealers.id, id)).returning();
    if (!dealer) throw notFound(`Dealer ${id}`);
    return dealer;
  });
}
