// The list of a generic screen on Refine's react-table binding: server-side paging, sorting, text
// search (`q`) and filters by column, the page size from the resource (-1 = every row), all kept
// in the address.
import type { BaseRecord, CrudFilter } from '@refinedev/core';
import { useTable } from '@refinedev/react-table';
import type { ColumnDef, RowData } from '@tanstack/react-table';
import { createElement, useCallback, useEffect, useMemo } from 'react';
import { SEARCH_FILTER } from '../providers/data-provider.ts';
import { CellValue } from './cells.tsx';
import type { Column } from './columns.ts';
import type { Definition } from './definitions.ts';
import { crudFiltersOf, type FilterValues, useListLocation } from './list-location.ts';

export interface TableView {
  /** Fixed filters of this view, such as a tab's `enabled=false`. */
  permanentFilters?: CrudFilter[];
  /** Columns to show instead of the definition's. */
  columns?: Column[];
}

export function useResourceTable(definition: Definition, view: TableView = {}) {
  const shown = view.columns ?? definition.listColumns;
  const columns = useMemo<ColumnDef<BaseRecord>[]>(
    () =>
      shown.map((column) => ({
        // A sortable column's id is its field: react-table's sorting state becomes the API's `sort`.
        id: column.sortable ? column.field : column.id,
        header: column.label,
        // react-table sorts only columns with a value to read, even when the server does the sorting.
        accessorFn: (record) => record[column.field],
        enableSorting: column.sortable,
        sortDescFirst: false,
        meta: { column },
        cell: ({ row }) => createElement(CellValue, { column, record: row.original }),
      })),
    [shown],
  );
  // The address holds the list's place (list-location.ts): the table starts from it and writes back to it.
  const { location, change } = useListLocation(definition.fields, definition.defaultPageSize);
  const { search, filters } = location;
  const selected = useMemo(
    () => [...(view.permanentFilters ?? []), ...crudFiltersOf(filters), ...(search ? [{ field: SEARCH_FILTER, operator: 'eq' as const, value: search }] : [])],
    [view.permanentFilters, filters, search],
  );
  const table = useTable<BaseRecord>({
    columns,
    refineCoreProps: {
      resource: definition.name,
      pagination: { currentPage: location.page, pageSize: location.pageSize },
      sorters: { initial: location.sorters },
      filters: { permanent: selected },
      syncWithLocation: false,
    },
  });
  const { reactTable, refineCore } = table;
  const { currentPage, pageSize, sorters, setCurrentPage } = refineCore;
  useEffect(() => change({ page: currentPage, pageSize, sorters }), [change, currentPage, pageSize, sorters]);
  // A new search or filter shows its first page.
  const setSearch = useCallback(
    (text: string) => {
      change({ search: text.trim() });
      setCurrentPage(1);
    },
    [change, setCurrentPage],
  );
  const setFilters = useCallback(
    (next: FilterValues) => {
      change({ filters: next });
      setCurrentPage(1);
    },
    [change, setCurrentPage],
  );
  const all = pageSize < 0;
  return {
    reactTable,
    /** The columns it shows. */
    columns: shown,
    query: refineCore.tableQuery,
    rows: refineCore.result.data,
    total: refineCore.result.total ?? 0,
    search,
    setSearch,
    filters,
    setFilters,
    /** What the list shows, for its export: the tab's, the search's and the filters' conditions and the sort. */
    selection: { filters: selected, sorters },
    currentPage,
    setCurrentPage,
    pageSize,
    setPageSize: (size: number) => {
      refineCore.setPageSize(size);
      setCurrentPage(1);
    },
    pageCount: all ? 1 : Math.max(1, refineCore.pageCount),
  };
}

export type ResourceTableState = ReturnType<typeof useResourceTable>;

/** The screen column a react-table header or cell shows. */
export const columnOf = (part: { column: { columnDef: { meta?: { column?: Column } } } }) => part.column.columnDef.meta?.column as Column;

declare module '@tanstack/react-table' {
  // Each react-table column carries the screen column it shows.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged declaration repeats react-table's type parameters
  interface ColumnMeta<TData extends RowData, TValue> {
    column?: Column;
  }
}
