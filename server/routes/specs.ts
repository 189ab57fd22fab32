// A model's specs in order: POST /api/specs/add appends a link, POST /api/specs/reorder moves
// one, DELETE /api/specs/delete/{linkId} removes one (back-office.txt, model specs).
import type { FastifyInstance } from 'fastify';
import { eq, max } from 'drizzle-orm';
import { notFound } from '../errors.ts';
import { modelSpecs } from '../generated/tables.ts';
import { idParam, integer } from './params.ts';

const link = { type: 'object', properties: { id: { type: 'integer' }, models_id: { type: 'integer' }, specs_id: { type: 'integer' }, order: { type: 'integer' } } };

type Link = typeof modelSpecs.$inferSelect;
const asLink = ({ id, models_id, specs_id, order }: Link) => ({ id, models_id, specs_id, order });

export default async function specLinkRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const admin = { onRequest: app.allow() };
  const tags = ['Model specs'];

  app.post('/add', {
    ...admin,
    schema: {
      tags,
      summary: "Add a spec to a model (at the end unless an order is given)",
      // The model-spec schema's own validator: "A model is required", "A spec is required".
      body: { $ref: 'ModelSpecInput#', 'x-schema': 'model-spec' },
      response: { 201: link },
    },
  }, async (request, reply) => {
    const body = request.body as { models_id: number; specs_id: number; order?: number | null };
    let order = body.order;
    if (order === undefined || order === null) {
      const [last] = await db.select({ last: max(modelSpecs.order) }).from(modelSpecs).where(eq(modelSpecs.models_id, body.models_id));
      order = (last?.last ?? -1) + 1;
    }
    const [created] = await db.insert(modelSpecs).values({ models_id: body.models_id, specs_id: body.specs_id, order }).returning();
    reply.status(201);
    return asLink(created!);
  });

  app.post('/reorder', {
    ...admin,
    schema: {
      tags,
      summary: 'Move a model-spec link to another position',
      body: { type: 'object', required: ['id', 'order'], properties: { id: { ...integer, minimum: 1 }, order: { ...integer, minimum: 0 } } },
      response: { 200: link },
    },
  }, async (request) => {
    const { id, order } = request.body as { id: number; order: number };
    const [updated] = await db.update(modelSpecs).set({ order, updated_at: new Date() }).where(eq(modelSpecs.id, id)).returning();
    if (!updated) throw notFound(`Model spec link ${id}`);
    return asLink(updated);
  });

  app.delete('/delete/:linkId', {
    ...admin,
    schema: { tags, summary: 'Remove a spec from a model', params: idParam('linkId') },
  }, async (request) => {
    const { linkId } = request.params as { linkId: number };
    const deleted = await db.delete(modelSpecs).where(eq(modelSpecs.id, linkId)).returning({ id: modelSpecs.id });
    if (!deleted.length) throw notFound(`Model spec link ${linkId}`);
    return { message: `Model spec link ${linkId} deleted.` };
  });
}
