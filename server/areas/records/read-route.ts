// GET /api/{route}/{id}: one record as an answer shows it, if the caller may see it.
import type { IdRoute } from '../../platform/http/params.ts';
import { present } from '../../queries/records/records.ts';
import { type RecordContext, idParams } from './record-context.ts';

export function readRoute({ app, entity, guard, record, repo, accessScope, found }: RecordContext) {
  app.get<IdRoute>(
    '/:id',
    {
      ...guard(entity.access.read),
      schema: { tags: [entity.plural], summary: `Read one ${entity.title.toLowerCase()}`, params: idParams, response: { 200: record } },
    },
    async (request) => {
      const { id } = request.params;
      // Read with its embeds joined, in fewer statements than a find and then the embeds.
      return present(entity, found(await repo.read(id, [accessScope(request)]), id));
    },
  );
}
