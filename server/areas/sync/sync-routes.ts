// PUT /api/{route}/sync ("Update Acoustic") and PUT /api/{route}/synccustomerio ("Update
// Customer.io"), for exactly the entities whose schema lists the platform in x-sync; a POST with
// _method=PUT reaches them too (method-override plugin). Administrators only.
import type { FastifyInstance } from 'fastify';
import { entities } from '../../../shared/generated/entities.ts';
import { SYNC_TARGETS, syncPath } from '../../../shared/sync-targets.ts';
import { recordRepository } from '../../queries/records/records.ts';
import { publishResource } from './publish.ts';
import { syncRunRepository } from './runs.ts';

export default async function syncRoutes(app: FastifyInstance) {
  const runs = syncRunRepository(app.database.db);
  for (const entity of Object.values(entities)) {
    const repo = recordRepository(app.database.db, entity);
    for (const target of entity.sync) {
      app.put(
        syncPath(entity.route, target),
        {
          onRequest: app.allow(),
          schema: {
            tags: [entity.plural],
            summary: `Push every ${entity.title.toLowerCase()} to ${SYNC_TARGETS[target].name} (or POST with _method=PUT)`,
            response: { 200: { $ref: 'SyncResult#' }, 502: { $ref: 'Refusal#' } },
          },
        },
        async (request) => {
          // Every record as a read of the resource answers it (embedded lists included), so the platform gets what the screens show.
          // Page by page: "all" holds at most ROWS_PER_ANSWER rows.
          const data = [];
          for (let page = 1, last = 1; page <= last; page++) {
            const answer = await repo.list({ perPage: -1, page });
            data.push(...answer.data);
            last = answer.last_page;
          }
          // Looked up per call: the platform may have been replaced since start-up.
          return publishResource({ runs, platform: app.platforms[target], target, resource: entity, records: data, log: request.log, actor: request.user! });
        },
      );
    }
  }
}
