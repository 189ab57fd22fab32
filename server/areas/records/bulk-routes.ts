// POST /api/{route}/bulk: staff delete many records, or set the same values on them, in one
// transaction: a record that is missing, refused by the schema's rules or by the database undoes
// the whole change, so the list is never left half done. Each record goes through the entity's
// hooks as a single update or delete would (a dealer's delete disables it and frees its PMAs),
// and has its own audit entry in the same transaction; the stored files the deleted records named go once it commits.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EntityDescription, Operation } from '../../../shared/entity-types.ts';
import { ROWS_PER_ANSWER } from '../../../shared/limits.ts';
import { validateAgainst } from '../../../shared/validate-by-id.ts';
import { type EntityHooks, type HookContext, removeRecord } from './hooks.ts';
import { InputError, notFound } from '../../core/errors.ts';
import { forgetFiles } from '../../platform/files/named-files.ts';
import { auditChange } from '../../queries/audit-log.ts';
import { type Row, recordRepository, writableValues } from '../../queries/records/records.ts';
import { integer } from '../../platform/http/params.ts';

interface Options {
  entity: EntityDescription;
  hooks: EntityHooks;
  context: (request: FastifyRequest) => HookContext;
}

interface BulkBody {
  action: 'delete' | 'update';
  ids: number[];
  values?: Row;
}

/** The fields a bulk edit may set: stored, written by staff, and not unique (one value on many records would collide). */
const settable = (entity: EntityDescription) => {
  const { readOnly, writeOnly, virtual, unique } = entity.fields;
  return entity.fields.all.filter((f) => ![readOnly, writeOnly, virtual, unique].some((names) => names.includes(f)));
};

/** Refuses values naming a field that cannot be set in bulk, or no field at all. */
function checkFields(entity: EntityDescription, values: Row) {
  const allowed = settable(entity);
  const fields = Object.keys(values);
  if (!fields.length) throw new InputError({ values: ['Choose a field to set'] });
  const refused = fields.filter((f) => !allowed.includes(f));
  if (refused.length)
    throw new InputError(
      Object.fromEntries(refused.map((f) => [f, [`${String(entity.schema.properties?.[f]?.title ?? f)} cannot be set on several records at once`]])),
    );
}

/** The generated validator's messages for the values set, on the record as it would become (cross-field rules included). */
function checkRecord(entity: EntityDescription, existing: Row, values: Row) {
  const record = { ...(JSON.parse(JSON.stringify(existing)) as Row), ...values };
  const errors = validateAgainst(entity.id, record) ?? {};
  const own = Object.entries(errors).filter(([field]) => field in values);
  if (own.length) throw new InputError(Object.fromEntries(own));
}

export function bulkRoute(app: FastifyInstance, { entity, hooks, context }: Options) {
  const actions = (['delete', 'update'] as const).filter((a) => entity.operations.includes(a satisfies Operation));
  if (!actions.length) return;
  const plural = entity.plural.toLowerCase();
  const body = {
    type: 'object',
    required: ['action', 'ids'],
    additionalProperties: false,
    properties: {
      action: { type: 'string', enum: actions },
      ids: { type: 'array', items: { ...integer, minimum: 1 }, minItems: 1, maxItems: ROWS_PER_ANSWER, uniqueItems: true },
      values: { type: 'object', maxProperties: 100, description: 'For an update: the fields to set on every record.' },
    },
  };

  app.post<{ Body: BulkBody }>(
    '/bulk',
    // Staff's tool, whoever else the entity lets update or delete one record.
    {
      onRequest: app.allow(),
      schema: {
        tags: [entity.plural],
        summary: `Delete many ${plural}, or set the same values on them, all or none`,
        body,
        response: { 200: { $ref: 'BulkResult#' } },
      },
    },
    async (request) => {
      const { action, ids, values = {} } = request.body;
      if (action === 'update') checkFields(entity, values);
      const outer = context(request);
      const files: string[] = [];
      await recordRepository(outer.db, entity).transaction(async (tx) => {
        const repo = recordRepository(tx, entity);
        const ctx: HookContext = { ...outer, repo, db: tx };
        for (const id of ids) {
          const existing = await repo.find(id, [], true);
          if (!existing) throw notFound(`${entity.title} ${id}`);
          if (action === 'delete') {
            const removed = await removeRecord(hooks, id, ctx);
            if (!removed) throw notFound(`${entity.title} ${id}`);
            files.push(...removed.files);
            // A delete a hook replaces (a dealer is disabled) leaves the record as it now stands.
            const before = removed.before ?? existing;
            await auditChange(tx, request.user!, { action, entity: entity.id, recordId: id, before, after: (await repo.find(id)) ?? null });
            continue;
          }
          checkRecord(entity, existing, values);
          let changes = writableValues(entity, values);
          if (hooks.beforeUpdate) changes = await hooks.beforeUpdate(changes, values, existing, ctx);
          const updated = await repo.update(id, changes);
          await hooks.afterWrite?.(updated!, values, ctx);
          await auditChange(tx, request.user!, { action, entity: entity.id, recordId: id, before: existing, after: updated });
        }
      });
      await forgetFiles(outer.db, app.files, files, request.log);
      if (action !== 'delete') hooks.afterCommit?.(app);
      const noun = ids.length === 1 ? entity.title.toLowerCase() : plural;
      return { message: `${ids.length} ${noun} ${action === 'delete' ? 'deleted' : 'updated'}.`, count: ids.length };
    },
  );
}
