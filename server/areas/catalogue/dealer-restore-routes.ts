// GET /api/dealers/restore/{id}: brings a disabled dealer back to the Active tab, answering it
// as every dealer read does (with its PMAs). The change and its audit entry are one transaction.
import type { FastifyInstance } from 'fastify';
import { entities } from '../../../shared/generated/entities.ts';
import { notFound } from '../../core/errors.ts';
import { withAudit } from '../../queries/audit-log.ts';
import { dealerRepository } from '../../queries/dealers.ts';
import { recordRepository } from '../../queries/records/records.ts';
import { idParam } from '../../platform/http/params.ts';
import { typed } from '../../platform/http/typed.ts';

export default async function dealerRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const { db } = app.database;
  const repo = recordRepository(db, entities.dealer);
  app.get(
    '/restore/:id',
    {
      onRequest: app.allow(),
      schema: { tags: ['Dealers'], summary: 'Enable a disabled dealer', params: idParam(), response: { 200: { $ref: 'Dealer#' } } },
    },
    async (request) => {
      const { id } = request.params;
      const { after } = await withAudit(db, request.user!, async (tx) => {
        const change = await dealerRepository(tx).restore(id);
        if (!change) throw notFound(`Dealer ${id}`);
        return { action: 'restore', entity: entities.dealer.id, recordId: id, ...change };
      });
      const [expanded] = await repo.embed([after!]);
      return expanded;
    },
  );
}
