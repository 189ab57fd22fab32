// The generic record routes of one entity, under /api/{route}: list (paged), search, count,
// read, create, update and delete, and for staff a CSV export and bulk changes
// (records-export.ts, records-bulk.ts), each declared with its schemas, each behind its access rule.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { EntityDescription, Operation, Role } from '../../../shared/entity-types.ts';
import { HttpError, InputError, notFound } from '../../core/errors.ts';
import { type IdRoute, idParam } from '../../platform/http/params.ts';
import { type ListRoute, filtersOf, listQuerySchema } from './list-params.ts';
import { bulkRoute } from './bulk-routes.ts';
import { exportRoute } from './export-routes.ts';
import { type EntityHooks, type HookContext, removeRecord } from './hooks.ts';
import { forgetFiles } from '../../platform/files/named-files.ts';
import { roleOf } from '../../platform/http/auth.ts';
import { type AuditedChange, withAudit } from '../../queries/audit-log.ts';
import { EXACT_TOTAL_LIMIT, type RecordRepository, type Row, present, recordRepository, writableValues } from '../../queries/records/records.ts';

interface Options {
  entity: EntityDescription;
  hooks: EntityHooks;
}

const SEARCH_LIMIT = 50;
const idParams = idParam();

export default async function recordRoutes(app: FastifyInstance, { entity, hooks }: Options) {
  const repo = recordRepository(app.database.db, entity);
  const ops = new Set<Operation>(entity.operations);
  const tag = entity.plural;
  const record = { $ref: `${entity.typeName}#` };
  const listQuery = listQuerySchema(entity, hooks.listQuery);
  const pageSchema = {
    type: 'object',
    properties: {
      data: { type: 'array', items: record },
      current_page: { type: 'integer' },
      last_page: { type: 'integer' },
      per_page: { type: 'integer' },
      total: { type: 'integer' },
      total_is_estimate: {
        type: 'boolean',
        description: `true when the total is the database planner's estimate (a list of more than ${EXACT_TOTAL_LIMIT.toLocaleString('en')} rows), not a count`,
      },
    },
  };

  const context = (request: FastifyRequest): HookContext => ({ app, request, user: request.user, db: app.database.db, repo });
  /**
   * Runs a write in one transaction with its audit entry: `write` changes the record through the
   * context's db and repo (the transaction's) and answers the entry; nothing of either stays if it throws.
   */
  const audited = (request: FastifyRequest, write: (ctx: HookContext) => Promise<Omit<AuditedChange, 'entity'>>) =>
    withAudit(app.database.db, request.user!, async (tx) => ({
      entity: entity.id,
      ...(await write({ app, request, user: request.user, db: tx, repo: recordRepository(tx, entity) })),
    }));
  const guard = (roles: Role[]) => ({ onRequest: app.allow(...roles) });
  /** Owners see and touch only their own records of an owned entity, dealer staff only their dealer's. */
  const accessScope = (request: FastifyRequest): SQL | undefined => {
    const role = request.user && roleOf(request.user);
    if (entity.owner && role === 'USER') return repo.ownedBy(request.user!.id);
    if (entity.dealer && role === 'DEALER') return repo.ofDealer(request.user!.dealers_id);
    return undefined;
  };

  /** What the query asks for: search text, filters and the conditions of access and the entity's hooks. */
  function selection(request: FastifyRequest<ListRoute>) {
    const query = request.query;
    return { ...filtersOf(entity, query), where: [accessScope(request), hooks.listWhere?.(query, context(request))] };
  }

  function listQueryOf(request: FastifyRequest<ListRoute>, forcedPerPage?: number) {
    const query = request.query;
    if (query.per_page === 0) throw new InputError({ per_page: ['per_page must be -1 (all rows) or at least 1'] });
    return { ...selection(request), sort: query.sort, order: query.order, page: query.page, perPage: forcedPerPage ?? query.per_page };
  }

  const listFor = (request: FastifyRequest<ListRoute>) => repo.list(listQueryOf(request));

  /** The plain search answers rows only, so it counts nothing. */
  const searchFor = (request: FastifyRequest<ListRoute>) => repo.rows(listQueryOf(request, SEARCH_LIMIT));

  /** The record, if the caller may see it; `writing` reads it with the write's repository, locked until the write ends. */
  async function findOr404(request: FastifyRequest, id: number, writing?: RecordRepository): Promise<Row> {
    return found(await (writing ?? repo).find(id, [accessScope(request)], Boolean(writing)), id);
  }

  function found(row: Row | undefined, id: number): Row {
    if (!row) throw notFound(`${entity.title} ${id}`);
    return row;
  }

  /** The record as a write leaves it: the entity's hook, if any, writes after it and may change it (its lists, say), so it is read again. */
  async function afterWrite(row: Row, input: Row, ctx: HookContext): Promise<Row> {
    if (!hooks.afterWrite) return row;
    await hooks.afterWrite(row, input, ctx);
    return (await ctx.repo.find(row.id as number)) ?? row;
  }

  /** The fields the caller writes: an owner's records are always their own. */
  function ownValues(request: FastifyRequest, input: Row): Row {
    const values = writableValues(entity, input);
    if (entity.owner && roleOf(request.user!) === 'USER') values[entity.owner] = request.user!.id;
    return values;
  }

  /** A create that no hook of the entity's takes part in is one statement (audited-create.ts). */
  const createInOne = hooks.beforeCreate || hooks.afterWrite ? undefined : repo.createAudited;

  async function respond(row: Row): Promise<Row> {
    const [embedded] = await repo.embed([row]);
    return present(entity, embedded!);
  }

  const prepare = hooks.prepare
    ? {
        preValidation: async (request: FastifyRequest) => {
          request.body = await hooks.prepare!((request.body ?? {}) as Row, context(request));
        },
      }
    : {};
  const body = { body: { $ref: `${entity.typeName}Input#`, 'x-schema': entity.id } };

  if (ops.has('list')) {
    app.get<ListRoute>(
      '/',
      {
        ...guard(entity.access.read),
        schema: { tags: [tag], summary: `List ${entity.plural.toLowerCase()}, a page at a time`, querystring: listQuery, response: { 200: pageSchema } },
      },
      (request) => listFor(request),
    );
  }
  if (ops.has('search')) {
    app.get<ListRoute>(
      '/search',
      {
        ...guard(entity.access.read),
        schema: {
          tags: [tag],
          summary: `Find ${entity.plural.toLowerCase()} by text (at most ${SEARCH_LIMIT})`,
          querystring: listQuery,
          response: { 200: { type: 'array', items: record } },
        },
      },
      searchFor,
    );
    app.get<ListRoute>(
      '/searchWithPagination',
      {
        ...guard(entity.access.read),
        schema: {
          tags: [tag],
          summary: `Find ${entity.plural.toLowerCase()} by text, a page at a time`,
          querystring: listQuery,
          response: { 200: pageSchema },
        },
      },
      (request) => listFor(request),
    );
  }
  const { page: _page, per_page: _perPage, ...unpaged } = listQuery.properties;
  if (ops.has('list')) exportRoute(app, { entity, repo, querystring: { type: 'object', properties: unpaged }, selection });
  bulkRoute(app, { entity, hooks, context });
  if (ops.has('count')) {
    // The same rows as the list's total.
    const { sort: _sort, order: _order, ...selecting } = unpaged;
    const countQuery = { type: 'object', properties: selecting };
    for (const url of ['/count', '/count/']) {
      app.get<ListRoute>(
        url,
        {
          ...guard(entity.access.read),
          schema: {
            tags: [tag],
            summary: `Count ${entity.plural.toLowerCase()}`,
            hide: url.endsWith('/'),
            querystring: countQuery,
            response: { 200: { $ref: 'Count#' } },
          },
        },
        async (request) => ({
          count: await repo.count(selection(request)),
        }),
      );
    }
  }
  if (ops.has('read')) {
    app.get<IdRoute>(
      '/:id',
      { ...guard(entity.access.read), schema: { tags: [tag], summary: `Read one ${entity.title.toLowerCase()}`, params: idParams, response: { 200: record } } },
      async (request) => {
        const { id } = request.params;
        // Read with its embeds joined, in fewer statements than a find and then the embeds.
        return present(entity, found(await repo.read(id, [accessScope(request)]), id));
      },
    );
  }
  if (ops.has('create')) {
    app.post<{ Body: Row }>(
      '/',
      {
        ...guard(entity.access.create),
        ...prepare,
        schema: { tags: [tag], summary: `Create a ${entity.title.toLowerCase()}`, ...body, response: { 201: record } },
      },
      async (request, reply) => {
        const input = request.body;
        if (createInOne) {
          const created = await createInOne(ownValues(request, input), request.user!);
          hooks.afterCommit?.(app);
          reply.status(201);
          return present(entity, created);
        }
        const { after } = await audited(request, async (ctx) => {
          let values = ownValues(request, input);
          if (hooks.beforeCreate) values = await hooks.beforeCreate(values, input, ctx);
          const created = await afterWrite(await ctx.repo.create(values), input, ctx);
          return { action: 'create', recordId: created.id as number, after: created };
        });
        hooks.afterCommit?.(app);
        reply.status(201);
        return respond(after!);
      },
    );
  }
  if (ops.has('update')) {
    app.put<IdRoute & { Body: Row }>(
      '/:id',
      {
        ...guard(entity.access.update),
        ...prepare,
        schema: {
          tags: [tag],
          summary: `Update a ${entity.title.toLowerCase()} (or POST with _method=PUT)`,
          params: idParams,
          ...body,
          response: { 200: record },
        },
      },
      async (request) => {
        const { id } = request.params;
        const input = request.body;
        const { after } = await audited(request, async (ctx) => {
          const existing = await findOr404(request, id, ctx.repo);
          let values = ownValues(request, input);
          if (hooks.beforeUpdate) values = await hooks.beforeUpdate(values, input, existing, ctx);
          const updated = await ctx.repo.update(id, values);
          return { action: 'update', recordId: id, before: existing, after: await afterWrite(found(updated, id), input, ctx) };
        });
        hooks.afterCommit?.(app);
        return respond(after!);
      },
    );
  }
  if (ops.has('delete')) {
    app.delete<IdRoute>(
      '/:id',
      {
        ...guard(entity.access.delete),
        schema: { tags: [tag], summary: `Delete a ${entity.title.toLowerCase()}`, params: idParams, response: { 200: { $ref: 'Deleted#' } } },
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
}
