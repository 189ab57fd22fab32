// Refine's data provider for our API: resources are API routes, lists speak the Laravel page
// shape, `q` searches, filters pass through (`in` as a repeated parameter, `gte` and `lte` as a
// range's `_from` and `_to`), and failures keep the server's message
// and field errors so forms can show them under their inputs.
import type { BaseRecord, CrudFilter, CrudSort, DataProvider, HttpError } from '@refinedev/core';
import { ApiError, type Query, api } from '../../../shared/api-client.ts';

interface Page<T> {
  data: T[];
  total: number;
}

/** The filter field a generic list uses for its text search. */
export const SEARCH_FILTER = 'q';

function toHttpError(error: unknown): HttpError {
  if (error instanceof ApiError) {
    return { message: error.message, statusCode: error.status, errors: error.fieldErrors };
  }
  return { message: error instanceof Error ? error.message : 'The request failed.', statusCode: 0 };
}

/** Runs a call and rethrows its failure in the shape Refine expects. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toHttpError(error);
  }
}

/** A range's ends as the API names them (`registration_date_from`, `..._to`). */
const RANGE_ENDS: Partial<Record<CrudFilter['operator'], string>> = { gte: '_from', lte: '_to' };

/** The API's query for a list's filters (equal, one of, a range's ends) and sort. */
export function listQuery(filters: CrudFilter[] = [], sorters: CrudSort[] = []): Query {
  const query: Query = {};
  for (const filter of filters) {
    if ('field' in filter && filter.value !== undefined && filter.value !== '')
      query[`${filter.field}${RANGE_ENDS[filter.operator] ?? ''}`] = filter.value as Query[string];
  }
  const [sorter] = sorters;
  if (sorter) {
    query.sort = sorter.field;
    query.order = sorter.order;
  }
  return query;
}

export const dataProvider: DataProvider = {
  getApiUrl: () => '/api',

  getList: ({ resource, pagination, filters, sorters, meta }) =>
    call(async () => {
      const all = pagination?.mode === 'off';
      const query: Query = {
        ...listQuery(filters, sorters),
        ...(meta?.query as Query | undefined),
        page: all ? 1 : (pagination?.currentPage ?? 1),
        per_page: all ? -1 : (pagination?.pageSize ?? 10),
      };
      const page = await api.get<Page<never>>(`/${resource}`, query);
      return { data: page.data, total: page.total };
    }),

  getOne: ({ resource, id }) => call(async () => ({ data: await api.get(`/${resource}/${id}`) })),

  getMany: ({ resource, ids }) => call(async () => ({ data: (await Promise.all(ids.map((id) => api.get<BaseRecord>(`/${resource}/${id}`)))) as never[] })),

  create: ({ resource, variables }) => call(async () => ({ data: await api.post(`/${resource}`, variables) })),

  update: ({ resource, id, variables }) => call(async () => ({ data: await api.put(`/${resource}/${id}`, variables) })),

  deleteOne: ({ resource, id }) => call(async () => ({ data: await api.del(`/${resource}/${id}`) })),

  custom: ({ url, method, payload, query }) =>
    call(async () => {
      const path = url.replace(/^\/api/, '');
      const q = query as Query | undefined;
      const data =
        method === 'get'
          ? await api.get(path, q)
          : method === 'delete'
            ? await api.del(path)
            : method === 'put' || method === 'patch'
              ? await api.put(path, payload)
              : await api.post(path, payload);
      return { data: data as never };
    }),
};
