// A list's place kept in the address, in the API's own words, so a reload or a shared link shows
// the same list: `q` (search), `page`, `per_page`, `sort` and `order`, and each filter as the
// API takes it (`country=AU&country=NZ`, `active=false`, `registration_date_from=2020-01-01`).
// Defaults are left out, and the rest of the address (a tab's `?tab=`) is kept.
import type { CrudFilter, CrudSort } from '@refinedev/core';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { ScreenField } from '../../../shared/screen-types.ts';

/** A filter's value: the values of a choice or reference (a text's one value), yes or no, or a range's ends. */
export type FilterValue = string[] | boolean | { from?: string; to?: string };
export type FilterValues = Record<string, FilterValue>;

const RANGE_KINDS = new Set<ScreenField['kind']>(['date', 'datetime', 'number', 'money']);
export const isRange = (field: ScreenField) => RANGE_KINDS.has(field.kind);

/** The address's parameters of one field, under the names the API reads. */
const namesOf = (field: ScreenField) => (isRange(field) ? [`${field.field}_from`, `${field.field}_to`] : [field.field]);

function readFilter(field: ScreenField, params: URLSearchParams): FilterValue | undefined {
  if (field.kind === 'boolean') {
    const value = params.get(field.field);
    return value === 'true' ? true : value === 'false' ? false : undefined;
  }
  if (isRange(field)) {
    const [from, to] = namesOf(field).map((name) => params.get(name) ?? undefined);
    return from || to ? { from, to } : undefined;
  }
  const values = params.getAll(field.field).filter(Boolean);
  return values.length ? values : undefined;
}

function writeFilter(field: ScreenField, value: FilterValue | undefined, params: URLSearchParams) {
  for (const name of namesOf(field)) params.delete(name);
  if (value === undefined) return;
  if (typeof value === 'boolean') params.set(field.field, String(value));
  else if (Array.isArray(value)) for (const v of value) params.append(field.field, v);
  else {
    if (value.from) params.set(`${field.field}_from`, value.from);
    if (value.to) params.set(`${field.field}_to`, value.to);
  }
}

/** Refine's filters for the data provider, which turns them back into the API's parameters (`in`, `gte`, `lte`). */
export function crudFiltersOf(values: FilterValues): CrudFilter[] {
  return Object.entries(values).flatMap(([field, value]): CrudFilter[] => {
    if (typeof value === 'boolean') return [{ field, operator: 'eq', value }];
    if (Array.isArray(value)) return [{ field, operator: 'in', value }];
    return [
      ...(value.from ? [{ field, operator: 'gte' as const, value: value.from }] : []),
      ...(value.to ? [{ field, operator: 'lte' as const, value: value.to }] : []),
    ];
  });
}

export interface ListLocation {
  search: string;
  filters: FilterValues;
  page: number;
  pageSize: number;
  sorters: CrudSort[];
}

export interface ListChange {
  search?: string;
  filters?: FilterValues;
  page?: number;
  pageSize?: number;
  sorters?: CrudSort[];
}

export function useListLocation(fields: ScreenField[], defaultPageSize: number) {
  const [params, setParams] = useSearchParams();
  const filterable = useMemo(() => fields.filter((f) => f.filter), [fields]);

  const location = useMemo<ListLocation>(() => {
    const filters: FilterValues = {};
    for (const field of filterable) {
      const value = readFilter(field, params);
      if (value !== undefined) filters[field.field] = value;
    }
    const sort = params.get('sort');
    const pageSize = Number(params.get('per_page'));
    return {
      search: params.get('q') ?? '',
      filters,
      page: Math.max(1, Number(params.get('page')) || 1),
      pageSize: pageSize === -1 || pageSize > 0 ? pageSize : defaultPageSize,
      sorters: sort ? [{ field: sort, order: params.get('order') === 'desc' ? 'desc' : 'asc' }] : [],
    };
  }, [params, filterable, defaultPageSize]);

  // The latest address, read when writing: react-router gives a new setter with each address, and
  // a writer that changed with it would make the table's write-back run again and again. Our own
  // write is the latest at once (`change` below); until the router shows it, a render may still
  // show an address that write replaced, and must not bring that address back. Any other address
  // a render shows (the back button, a link) is the latest from then on.
  const latest = useRef({ params, setParams });
  const replaced = useRef(new Set<string>());
  useLayoutEffect(() => {
    const shown = params.toString();
    if (shown !== latest.current.params.toString() && replaced.current.has(shown)) return;
    replaced.current.clear();
    latest.current = { params, setParams };
  });

  /** Writes what changed, when anything did; a new search or filter starts again at the first page. */
  const change = useCallback(
    (next: ListChange) => {
      const { params: current, setParams: write } = latest.current;
      const out = new URLSearchParams(current);
      const set = (name: string, value: string | undefined) => (value ? out.set(name, value) : out.delete(name));
      if (next.search !== undefined) set('q', next.search);
      if (next.filters) for (const field of filterable) writeFilter(field, next.filters[field.field], out);
      const page = next.search !== undefined || next.filters ? 1 : next.page;
      if (page !== undefined) set('page', page > 1 ? String(page) : undefined);
      if (next.pageSize !== undefined) set('per_page', next.pageSize !== defaultPageSize ? String(next.pageSize) : undefined);
      if (next.sorters) {
        set('sort', next.sorters[0]?.field);
        set('order', next.sorters[0]?.order);
      }
      if (out.toString() === current.toString()) return;
      // Known at once as the latest: another write before the router's next render (the table's
      // page and sort, just after a search) builds on this one instead of undoing it.
      replaced.current.add(current.toString());
      latest.current = { params: out, setParams: write };
      write(out, { replace: true });
    },
    [filterable, defaultPageSize],
  );

  return { location, change };
}
