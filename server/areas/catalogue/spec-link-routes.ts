// A model's specs in order: POST /api/specs/add appends a link, POST /api/specs/reorder moves
// one, DELETE /api/specs/delete/{linkId} removes one (docs/back-office.md, model specs). Each change
// and its audit entry are one transaction.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { entities } from '../../../shared/generated/entities.ts';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../core/errors.ts';
import { type AuditedChange, withAudit } from '../../queries/audit-log.ts';
import { nextSpecOrder } from '../../queries/model-specs.ts';
import { type RecordRepository, type Row, recordRepository } from '../../queries/records/records.ts';
import { idParam, integer } from '../../platform/http/params.ts';
import { typed } from '../../platform/http/typed.ts';

const asLink = ({ id, models_id, specs_id, order }: Row) => ({ id, models_id, specs_id, order });
const missing = (id: number) => notFound(`Model spec link ${id}`);

export default async function specLinkRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const { db } = app.database;
  const admin = { onRequest: app.allow() };
  const tags = ['Model specs'];
  const entity = entities['model-spec'];

  /** One change of links, made with the transaction's repository and recorded with it. */
  const audited = (request: FastifyRequest, change: (links: RecordRepository, tx: Db) => Promise<Omit<AuditedChange, 'entity'>>) =>
    withAudit(db, request.user!, async (tx) => ({ entity: entity.id, ...(await change(recordRepository(tx, entity), tx)) }));

  app.post(
    '/add',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Add a spec to a model (at the end unless an order is given)',
        // The model-spec schema's own validator: "A model is required", "A spec is required".
        body: { $ref: 'ModelSpecInput#', 'x-schema': 'model-spec' },
        response: { 201: { $ref: 'SpecLink#' } },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { after } = await audited(request, async (links, tx) => {
        const order = body.order ?? (await nextSpecOrder(tx, body.models_id));
        const created = await links.create({ models_id: body.models_id, specs_id: body.specs_id, order });
        return { action: 'link', recordId: created.id as number, after: created };
      });
      reply.status(201);
      return asLink(after!);
    },
  );

  app.post(
    '/reorder',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Move a model-spec link to another position',
        body: { type: 'object', required: ['id', 'order'], properties: { id: { ...integer, minimum: 1 }, order: { ...integer, minimum: 0 } } },
        response: { 200: { $ref: 'SpecLink#' } },
      },
    },
    async (request) => {
      const { id, order } = request.body;
      const { after } = await audited(request, async (links) => {
        const before = await links.find(id, [], true);
        const updated = before && (await links.update(id, { order }));
        if (!updated) throw missing(id);
        return { action: 'reorder', recordId: id, before, after: updated };
      });
      return asLink(after!);
    },
  );

  app.delete(
    '/delete/:linkId',
    {
      ...admin,
      schema: { tags, summary: 'Remove a spec from a model', params: idParam('linkId'), response: { 200: { $ref: 'Deleted#' } } },
    },
    async (request) => {
      const { linkId } = request.params;
      await audited(request, async (links) => {
        const before = await links.find(linkId, [], true);
        if (!before || !(await links.remove(linkId))) throw missing(linkId);
        return { action: 'unlink', recordId: linkId, before };
      });
      return { message: `Model spec link ${linkId} deleted.` };
    },
  );
}
