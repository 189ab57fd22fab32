// The list of a generic screen: search, filters by column, export, rows per page (list-toolbar.tsx),
// sortable headers (table-head.tsx), the rows with their tick boxes, actions and second rows
// (record-row.tsx, row-expansion.tsx; a row is a Tab stop: row-keys.ts), the columns that do not
// fit folded into those second rows (column-fit.ts), the bulk actions on the ticked rows, paging,
// and the loading, error and empty states. Reusable by hand-built screens (a tab passes its
// permanent filters, a screen its own row actions).
import { Group, Pagination, Stack } from '@mantine/core';
import type { BaseRecord } from '@refinedev/core';
import { type ReactNode, useId, useState } from 'react';
import { inSentence } from '../lib/format.ts';
import { useColumnFit } from './column-fit.ts';
import { type BulkRemove, BulkActions } from './bulk-actions.tsx';
import type { Definition } from './definitions.ts';
import { FiltersPanel, filterFields } from './list-filters.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { RecordsTable } from './records-table.tsx';
import { rowDetailsOf, useExpandedRows } from './row-expansion.tsx';
import { useRowSelection } from './row-selection.tsx';
import { TableEmpty, TableError, TableLoading } from './table-states.tsx';
import { type TableView, useResourceTable } from './use-resource-table.ts';

export interface ResourceTableProps extends TableView {
  definition: Definition;
  /** Buttons at the end of each row (the generic screen's edit and delete). */
  rowActions?: (record: BaseRecord) => ReactNode;
  /** Offered when there is nothing yet (the add button). */
  emptyAction?: ReactNode;
  /** Opens a record (Enter on its row): the generic screen's edit. */
  onOpen?: (record: BaseRecord) => void;
  /** What this view offers where it is less than the resource does (a tab, or an account that only reads); export unless it says no. */
  can?: Definition['can'] & { export?: boolean };
  /** A delete that does something else (dealers are disabled). */
  remove?: BulkRemove;
  /** What the list is called where the resource's plural is not enough (a tab's "Active dealers"). */
  label?: string;
}

export function ResourceTable({
  definition,
  rowActions,
  emptyAction,
  onOpen,
  can = definition.can,
  remove,
  label = definition.label,
  ...view
}: ResourceTableProps) {
  const table = useResourceTable(definition, view);
  const { reactTable, query, rows } = table;
  const { tableRef, folded } = useColumnFit(table.columns, rows);
  const details = rowDetailsOf(table.columns, folded, definition.expand);
  const expanded = useExpandedRows();
  const detailId = useId();
  const selection = useRowSelection(rows);
  const selectable = can.edit || can.delete;
  const filters = filterFields(definition.fields);
  const [filtering, setFiltering] = useState(Object.keys(table.filters).length > 0);
  const panelId = useId();

  let body: ReactNode;
  if (query.isLoading) body = <TableLoading label={label} />;
  else if (query.isError) body = <TableError label={label} message={query.error?.message} onRetry={() => void query.refetch()} />;
  else if (!rows.length) body = <TableEmpty label={label} search={table.search} filtered={Object.keys(table.filters).length > 0} action={emptyAction} />;
  else
    body = (
      <RecordsTable
        reactTable={reactTable}
        tableRef={tableRef}
        label={label}
        definition={definition}
        selection={selectable ? selection : undefined}
        details={details}
        expanded={expanded}
        folded={folded}
        detailId={detailId}
        rowActions={rowActions}
        onOpen={onOpen}
      />
    );

  return (
    <Stack gap="md">
      <ListToolbar
        definition={definition}
        table={table}
        label={label}
        exportable={can.export !== false}
        filtering={filters.length > 0 ? { opened: filtering, panelId, onToggle: () => setFiltering((open) => !open) } : undefined}
      />
      {filters.length > 0 && <FiltersPanel id={panelId} opened={filtering} label={label} fields={filters} value={table.filters} onChange={table.setFilters} />}
      {selectable && <BulkActions definition={definition} selection={selection} can={can} remove={remove} />}
      {body}
      {table.pageCount > 1 && (
        <Group justify="flex-end">
          <Pagination total={table.pageCount} value={table.currentPage} onChange={table.setCurrentPage} aria-label={`Pages of ${inSentence(label)}`} />
        </Group>
      )}
    </Stack>
  );
}
