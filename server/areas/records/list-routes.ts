// GET /api/{route}, /search, /searchWithPagination and /count: an entity's records a page at a
// time with their total, found by text, or counted, each over the same query (list-params.ts)
// and the caller's access.
import type { FastifyRequest } from 'fastify';
import type { JsonSchema } from '../../../shared/entity-types.ts';
import { InputError } from '../../core/errors.ts';
import { EXACT_TOTAL_LIMIT } from '../../queries/records/records.ts';
import type { ListRoute } from './list-params.ts';
import type { RecordContext } from './record-context.ts';

const SEARCH_LIMIT = 50;

/** A page of records with its total, as the list and the paged search answer it. */
const pageSchema = (record: JsonSchema) => ({
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
});

function listQueryOf(ctx: RecordContext, request: FastifyRequest<ListRoute>, forcedPerPage?: number) {
  const query = request.query;
  if (query.per_page === 0) throw new InputError({ per_page: ['per_page must be -1 (all rows) or at least 1'] });
  return { ...ctx.selection(request), sort: query.sort, order: query.order, page: query.page, perPage: forcedPerPage ?? query.per_page };
}

export function listRoute(ctx: RecordContext) {
  const { app, entity, guard, listQuery, record, repo } = ctx;
  app.get<ListRoute>(
    '/',
    {
      ...guard(entity.access.read),
      schema: {
        tags: [entity.plural],
        summary: `List ${entity.plural.toLowerCase()}, a page at a time`,
        querystring: listQuery,
        response: { 200: pageSchema(record) },
      },
    },
    (request) => repo.list(listQueryOf(ctx, request)),
  );
}

export function searchRoutes(ctx: RecordContext) {
  const { app, entity, guard, listQuery, record, repo } = ctx;
  app.get<ListRoute>(
    '/search',
    {
      ...guard(entity.access.read),
      schema: {
        tags: [entity.plural],
        summary: `Find ${entity.plural.toLowerCase()} by text (at most ${SEARCH_LIMIT})`,
        querystring: listQuery,
        response: { 200: { type: 'array', items: record } },
      },
    },
    // The plain search answers rows only, so it counts nothing.
    (request) => repo.rows(listQueryOf(ctx, request, SEARCH_LIMIT)),
  );
  app.get<ListRoute>(
    '/searchWithPagination',
    {
      ...guard(entity.access.read),
      schema: {
        tags: [entity.plural],
        summary: `Find ${entity.plural.toLowerCase()} by text, a page at a time`,
        querystring: listQuery,
        response: { 200: pageSchema(record) },
      },
    },
    (request) => repo.list(listQueryOf(ctx, request)),
  );
}

/** `unpaged` is the list's query without its paging; the count takes the same rows as the list's total. */
export function countRoutes(ctx: RecordContext, unpaged: Record<string, JsonSchema>) {
  const { app, entity, guard, repo, selection } = ctx;
  const { sort: _sort, order: _order, ...selecting } = unpaged;
  const countQuery = { type: 'object', properties: selecting };
  for (const url of ['/count', '/count/']) {
    app.get<ListRoute>(
      url,
      {
        ...guard(entity.access.read),
        schema: {
          tags: [entity.plural],
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
