// The list of a generic screen on Refine's react-table binding: server-side paging, sorting and
// text search (`q`), the page size from the resource (-1 = every row).
import type { BaseRecord, CrudFilter } from '@refinedev/core';
import { useTable } from '@refinedev/react-table';
import type { ColumnDef, RowData } from '@tanstack/react-table';
import { createElement, useCallback, useMemo } from 'react';
import { SEARCH_FILTER } from '../providers/data-provider.ts';
import { CellValue } from './cells.tsx';
import type { Column } from './columns.ts';
import type { Definition } from './definitions.ts';

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
  const table = useTable<BaseRecord>({
    columns,
    refineCoreProps: {
      resource: definition.name,
      pagination: { currentPage: 1, pageSize: definition.defaultPageSize },
      filters: { permanent: view.permanentFilters },
      syncWithLocation: false,
    },
  });
  const { reactTable, refineCore } = table;
  const search = (reactTable.getState().columnFilters.find((f) => f.id === SEARCH_FILTER)?.value as string | undefined) ?? '';
  // The search travels as a column filter, so react-table hands it to Refine with the rest.
  const setSearch = useCallback(
    (text: string) => {
      const value = text.trim();
      reactTable.setColumnFilters(value ? [{ id: SEARCH_FILTER, value }] : []);
      refineCore.setCurrentPage(1);
    },
    [reactTable, refineCore],
  );
  const all = refineCore.pageSize < 0;
  return {
    reactTable,
    query: refineCore.tableQuery,
    rows: refineCore.result.data,
    total: refineCore.result.total ?? 0,
    search,
    setSearch,
    currentPage: refineCore.currentPage,
    setCurrentPage: refineCore.setCurrentPage,
    pageSize: refineCore.pageSize,
    setPageSize: (size: number) => {
      refineCore.setPageSize(size);
      refineCore.setCurrentPage(1);
    },
    pageCount: all ? 1 : Math.max(1, refineCore.pageCount),
  };
}

declare module '@tanstack/react-table' {
  // Each react-table column carries the screen column it shows.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged declaration repeats react-table's type parameters
  interface ColumnMeta<TData extends RowData, TValue> {
    column?: Column;
  }
}
