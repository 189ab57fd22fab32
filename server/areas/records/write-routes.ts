// POST /api/{route} and PUT /api/{route}/{id}: create and update one record through the entity's
// hooks, with its audit entry in the same transaction, answered as a read shows it.
import type { FastifyRequest } from 'fastify';
import type { EntityDescription } from '../../../shared/entity-types.ts';
import type { IdRoute } from '../../platform/http/params.ts';
import { roleOf } from '../../platform/http/auth.ts';
import { type Row, present, writableValues } from '../../queries/records/records.ts';
import type { HookContext } from './hooks.ts';
import { type RecordContext, idParams } from './record-context.ts';

/** The entity's hook that rewrites a body before it is validated, if it has one. */
function prepareOf({ hooks, context }: RecordContext) {
  if (!hooks.prepare) return {};
  return {
    preValidation: async (request: FastifyRequest) => {
      request.body = await hooks.prepare!((request.body ?? {}) as Row, context(request));
    },
  };
}

/** The body a create and an update take: the entity's input schema. */
const inputBody = (entity: EntityDescription) => ({ body: { $ref: `${entity.typeName}Input#`, 'x-schema': entity.id } });

/** The fields the caller writes: an owner's records are always their own. */
function ownValues({ entity }: RecordContext, request: FastifyRequest, input: Row): Row {
  const values = writableValues(entity, input);
  if (entity.owner && roleOf(request.user!) === 'USER') values[entity.owner] = request.user!.id;
  return values;
}

/** The record as a write leaves it: the entity's hook, if any, writes after it and may change it (its lists, say), so it is read again. */
async function afterWrite({ hooks }: RecordContext, row: Row, input: Row, ctx: HookContext): Promise<Row> {
  if (!hooks.afterWrite) return row;
  await hooks.afterWrite(row, input, ctx);
  return (await ctx.repo.find(row.id as number)) ?? row;
}

async function respond({ entity, repo }: RecordContext, row: Row): Promise<Row> {
  const [embedded] = await repo.embed([row]);
  return present(entity, embedded!);
}

export function createRoute(shared: RecordContext) {
  const { app, entity, hooks, repo, record, guard, audited } = shared;
  /** A create that no hook of the entity's takes part in is one statement (audited-create.ts). */
  const createInOne = hooks.beforeCreate || hooks.afterWrite ? undefined : repo.createAudited;
  app.post<{ Body: Row }>(
    '/',
    {
      ...guard(entity.access.create),
      ...prepareOf(shared),
      schema: { tags: [entity.plural], summary: `Create a ${entity.title.toLowerCase()}`, ...inputBody(entity), response: { 201: record } },
    },
    async (request, reply) => {
      const input = request.body;
      if (createInOne) {
        const created = await createInOne(ownValues(shared, request, input), request.user!);
        hooks.afterCommit?.(app);
        reply.status(201);
        return present(entity, created);
      }
      const { after } = await audited(request, async (ctx) => {
        let values = ownValues(shared, request, input);
        if (hooks.beforeCreate) values = await hooks.beforeCreate(values, input, ctx);
        const created = await afterWrite(shared, await ctx.repo.create(values), input, ctx);
        return { action: 'create', recordId: created.id as number, after: created };
      });
      hooks.afterCommit?.(app);
      reply.status(201);
      return respond(shared, after!);
    },
  );
}

export function updateRoute(shared: RecordContext) {
  const { app, entity, hooks, record, guard, audited, findOr404, found } = shared;
  app.put<IdRoute & { Body: Row }>(
    '/:id',
    {
      ...guard(entity.access.update),
      ...prepareOf(shared),
      schema: {
        tags: [entity.plural],
        summary: `Update a ${entity.title.toLowerCase()} (or POST with _method=PUT)`,
        params: idParams,
        ...inputBody(entity),
        response: { 200: record },
      },
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      const { after } = await audited(request, async (ctx) => {
        const existing = await findOr404(request, id, ctx.repo);
        let values = ownValues(shared, request, input);
        if (hooks.beforeUpdate) values = await hooks.beforeUpdate(values, input, existing, ctx);
        const updated = await ctx.repo.update(id, values);
        return { action: 'update', recordId: id, before: existing, after: await afterWrite(shared, found(updated, id), input, ctx) };
      });
      hooks.afterCommit?.(app);
      return respond(shared, after!);
    },
  );
}
