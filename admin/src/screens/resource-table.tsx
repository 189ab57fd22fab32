// The list of a generic screen: search, filters by column, export, rows per page, sortable
// headers, the rows with their tick boxes, actions and second rows (row-expansion.tsx; a row is a
// Tab stop: row-keys.ts), the columns that do not fit folded into those second rows
// (column-fit.ts), the bulk actions on the ticked rows, paging, and the loading, error and empty
// states. Reusable by hand-built screens (a tab passes its permanent filters, a screen its own row
// actions).
import { Group, Pagination, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { BaseRecord } from '@refinedev/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { flexRender, type Header, type Row } from '@tanstack/react-table';
import { type ReactNode, useId, useState } from 'react';
import { inSentence } from '../lib/format.ts';
import { alignOf, minWidthOf } from './cells.tsx';
import { useColumnFit } from './column-fit.ts';
import type { Column } from './columns.ts';
import { type BulkRemove, BulkActions } from './bulk-actions.tsx';
import type { Definition } from './definitions.ts';
import { ExportButton } from './export-button.tsx';
import { FilterBox } from './filter-box.tsx';
import { FiltersButton, FiltersPanel, filterFields } from './list-filters.tsx';
import { DetailRow, ExpandToggle, headingOf, type RowDetails, rowDetailsOf, useExpandedRows } from './row-expansion.tsx';
import { rowKeyHandler } from './row-keys.ts';
import { RowCheckbox, type RowSelection, SelectAllCheckbox, useRowSelection } from './row-selection.tsx';
import { PageSizeSelect } from './page-size-select.tsx';
import { TableScroller } from './table-scroller.tsx';
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

const SORT_ICONS = { asc: IconArrowUp, desc: IconArrowDown, none: IconSelector };
const ARIA_SORT = { asc: 'ascending', desc: 'descending', none: 'none' } as const;

const columnOf = (part: { column: { columnDef: { meta?: { column?: Column } } } }) => part.column.columnDef.meta?.column as Column;

/** A row of sentences shows its first lines; the row's details show them whole. */
const TEXT_LINES = 3;

function HeaderCell({ header }: { header: Header<BaseRecord, unknown> }) {
  const column = columnOf(header);
  // data-column: its width says what folding it would free (column-fit.ts).
  if (!header.column.getCanSort())
    return (
      <Table.Th ta={alignOf(column)} data-column={column.id}>
        {column.label}
      </Table.Th>
    );
  const sorted = header.column.getIsSorted() || 'none';
  const Icon = SORT_ICONS[sorted];
  return (
    <Table.Th aria-sort={ARIA_SORT[sorted]} ta={alignOf(column)} data-column={column.id}>
      <UnstyledButton onClick={header.column.getToggleSortingHandler()} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap" justify={alignOf(column) === 'right' ? 'flex-end' : 'flex-start'}>
          {column.label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

interface RecordRowProps extends Pick<ResourceTableProps, 'definition' | 'rowActions' | 'onOpen'> {
  row: Row<BaseRecord>;
  /** The list's ticks, where it has bulk actions. */
  selection?: RowSelection;
  /** Its second row, where the list has one, and whether it is open. */
  details?: RowDetails & { open: boolean; toggle: () => void };
  /** The columns folded into the second row. */
  folded: ReadonlySet<string>;
  detailId: string;
}

/** One record's row (and its second row, when the list has one and it is open). */
function RecordRow({ row, definition, selection, details, folded, detailId, rowActions, onOpen }: RecordRowProps) {
  const record = row.original;
  const name = definition.nameOf(record);
  const cells = row.getVisibleCells().filter((cell) => !folded.has(columnOf(cell).id));
  return (
    <>
      <Table.Tr
        tabIndex={0}
        aria-selected={selection ? selection.has(record.id as number) : undefined}
        onKeyDown={rowKeyHandler({
          onToggle: selection && (() => selection.toggle(record.id as number)),
          onOpen: onOpen && (() => onOpen(record)),
        })}
      >
        {selection && (
          <Table.Td>
            <RowCheckbox selection={selection} id={record.id as number} name={name} />
          </Table.Td>
        )}
        {details && (
          <Table.Td data-label={headingOf(details)}>
            <ExpandToggle details={details} name={name} detailId={detailId} open={details.open} onToggle={details.toggle} />
          </Table.Td>
        )}
        {cells.map((cell) => {
          const column = columnOf(cell);
          const value = flexRender(cell.column.columnDef.cell, cell.getContext());
          return (
            // data-label names the value where a phone shows the row as a card.
            <Table.Td key={cell.id} ta={alignOf(column)} miw={minWidthOf(column)} data-label={column.label}>
              {column.multiline ? (
                <Text component="div" inherit lineClamp={TEXT_LINES}>
                  {value}
                </Text>
              ) : (
                value
              )}
            </Table.Td>
          );
        })}
        {rowActions && <Table.Td className="row-actions-cell">{rowActions(record)}</Table.Td>}
      </Table.Tr>
      {details?.open && (
        <DetailRow details={details} record={record} detailId={detailId} span={cells.length + Number(Boolean(selection)) + 1 + Number(Boolean(rowActions))} />
      )}
    </>
  );
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
  const { reactTable, query, rows, total } = table;
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
      <TableScroller label={label}>
        <Table ref={tableRef} className="resource-table" miw={560} highlightOnHover stickyHeader verticalSpacing="xs" aria-label={label}>
          <Table.Thead>
            {reactTable.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {selectable && (
                  <Table.Th w={40}>
                    <SelectAllCheckbox selection={selection} label={inSentence(label)} />
                  </Table.Th>
                )}
                {details && (
                  <Table.Th w={40}>
                    <VisuallyHidden>{headingOf(details)}</VisuallyHidden>
                  </Table.Th>
                )}
                {group.headers
                  .filter((header) => !folded.has(columnOf(header).id))
                  .map((header) => (
                    <HeaderCell key={header.id} header={header} />
                  ))}
                {rowActions && (
                  <Table.Th className="row-actions-cell">
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                )}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {reactTable.getRowModel().rows.map((row) => (
              <RecordRow
                key={String(row.original.id ?? row.id)}
                row={row}
                definition={definition}
                selection={selectable ? selection : undefined}
                details={details && { ...details, open: expanded.isOpen(row.original.id), toggle: () => expanded.toggle(row.original.id) }}
                folded={folded}
                detailId={`${detailId}-${String(row.original.id)}`}
                rowActions={rowActions}
                onOpen={onOpen}
              />
            ))}
          </Table.Tbody>
        </Table>
      </TableScroller>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          {definition.can.search && <FilterBox label={definition.label} value={table.search} onSearch={table.setSearch} />}
          {filters.length > 0 && (
            <FiltersButton applied={Object.keys(table.filters).length} opened={filtering} panelId={panelId} onToggle={() => setFiltering((open) => !open)} />
          )}
          {can.export !== false && <ExportButton resource={definition.name} filters={table.selection.filters} sorters={table.selection.sorters} />}
        </Group>
        <Group gap="lg">
          <Text size="sm" c="dimmed" aria-live="polite">
            {query.isSuccess ? `${total} ${inSentence(total === 1 ? definition.singular : label)}` : ''}
          </Text>
          <PageSizeSelect sizes={definition.pageSizes} value={table.pageSize} onChange={table.setPageSize} />
        </Group>
      </Group>
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
