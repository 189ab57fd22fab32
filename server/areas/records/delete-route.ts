// DELETE /api/{route}/{id}: one record, through the entity's remove hook if it has one, with its
// audit entry in the same transaction; the stored files it named go once that commits.
import { HttpError } from '../../core/errors.ts';
import { forgetFiles } from '../../platform/files/named-files.ts';
import type { IdRoute } from '../../platform/http/params.ts';
import { removeRecord } from './hooks.ts';
import { type RecordContext, idParams } from './record-context.ts';

export function deleteRoute({ app, entity, hooks, guard, audited, findOr404 }: RecordContext) {
  app.delete<IdRoute>(
    '/:id',
    {
      ...guard(entity.access.delete),
      schema: { tags: [entity.plural], summary: `Delete a ${entity.title.toLowerCase()}`, params: idParams, response: { 200: { $ref: 'Deleted#' } } },
    },
    async (request) => {
      const { id } = request.params;
      let files: string[] = [];
      await audited(request, async (ctx) => {
        const existing = await findOr404(request, id, ctx.repo);
        const removed = await removeRecord(hooks, id, ctx);
        if (!removed) throw new HttpError(404, `${entity.title} ${id} was not found.`);
        files = removed.files;
        // A delete a hook replaces (a dealer is disabled) leaves the record as it now stands.
        return { action: 'delete', recordId: id, before: removed.before ?? existing, after: (await ctx.repo.find(id)) ?? null };
      });
      await forgetFiles(app.database.db, app.files, files, request.log);
      return { message: `${entity.title} ${id} deleted.` };
    },
  );
}
