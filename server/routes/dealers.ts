// GET /api/dealers/restore/{id}: brings a disabled dealer back to the Active tab, answering it
// as every dealer read does (with its PMAs).
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { entities } from '../../shared/generated/entities.ts';
import { dealerHooks } from '../entities/dealer.ts';
import { notFound } from '../errors.ts';
import { dealers } from '../generated/tables.ts';
import { recordRepository } from '../repositories/records.ts';
import { idParam } from './params.ts';

export default async function dealerRoutes(app: FastifyInstance) {
  const repo = recordRepository(app.database.db, entities.dealer);
  app.get('/restore/:id', {
    onRequest: app.allow(),
    schema: { tags: ['Dealers'], summary: 'Enable a disabled dealer', params: idParam(), response: { 200: { $ref: 'Dealer#' } } },
  }, async (request) => {
    const { id } = request.params as { id: number };
    const [dealer] = await app.database.db.update(dealers).set({ enabled: true, updated_at: new Date() }).where(eq(dealers.id, id)).returning();
    if (!dealer) throw notFound(`Dealer ${id}`);
    const [expanded] = await dealerHooks.expand!([dealer], { app, request, user: request.user, repo, db: app.database.db });
    return expanded;
  });
}
