// The generic record routes of one entity, under /api/{route}: list (paged), search, count,
// read, create, update and delete, and for staff a CSV export and bulk changes
// (export-routes.ts, bulk-routes.ts), each declared with its schemas, each behind its access rule.
import type { FastifyInstance } from 'fastify';
import type { EntityDescription, Operation } from '../../../shared/entity-types.ts';
import { bulkRoute } from './bulk-routes.ts';
import { deleteRoute } from './delete-route.ts';
import { exportRoute } from './export-routes.ts';
import type { EntityHooks } from './hooks.ts';
import { countRoutes, listRoute, searchRoutes } from './list-routes.ts';
import { readRoute } from './read-route.ts';
import { recordContext } from './record-context.ts';
import { createRoute, updateRoute } from './write-routes.ts';

interface Options {
  entity: EntityDescription;
  hooks: EntityHooks;
}

export default async function recordRoutes(app: FastifyInstance, { entity, hooks }: Options) {
  const shared = recordContext(app, entity, hooks);
  const ops = new Set<Operation>(entity.operations);
  // The export and the count take the list's query without its paging.
  const { page: _page, per_page: _perPage, ...unpaged } = shared.listQuery.properties;

  if (ops.has('list')) listRoute(shared);
  if (ops.has('search')) searchRoutes(shared);
  if (ops.has('list')) exportRoute(app, { entity, repo: shared.repo, querystring: { type: 'object', properties: unpaged }, selection: shared.selection });
  bulkRoute(app, { entity, hooks, context: shared.context });
  if (ops.has('count')) countRoutes(shared, unpaged);
  if (ops.has('read')) readRoute(shared);
  if (ops.has('create')) createRoute(shared);
  if (ops.has('update')) updateRoute(shared);
  if (ops.has('delete')) deleteRoute(shared);
}
