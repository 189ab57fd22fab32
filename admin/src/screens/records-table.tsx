// The list's table once it has rows, in its own scrolling box (table-scroller.tsx): the header
// row, then each record's row, its second row open or closed as the list keeps it.
import { Table } from '@mantine/core';
import type { BaseRecord } from '@refinedev/core';
import type { Table as ReactTable } from '@tanstack/react-table';
import { RecordRow, type RecordRowProps } from './record-row.tsx';
import type { RowDetails, useExpandedRows } from './row-expansion.tsx';
import { TableHead } from './table-head.tsx';
import { TableScroller } from './table-scroller.tsx';

interface RecordsTableProps extends Omit<RecordRowProps, 'row' | 'details'> {
  reactTable: ReactTable<BaseRecord>;
  /** The table's element, which column-fit.ts measures. */
  tableRef: (table: HTMLTableElement | null) => void;
  label: string;
  details?: RowDetails;
  expanded: ReturnType<typeof useExpandedRows>;
}

export function RecordsTable({ reactTable, tableRef, label, details, expanded, detailId, ...rowProps }: RecordsTableProps) {
  return (
    <TableScroller label={label}>
      <Table ref={tableRef} className="resource-table" miw={560} highlightOnHover stickyHeader verticalSpacing="xs" aria-label={label}>
        <TableHead
          reactTable={reactTable}
          label={label}
          selection={rowProps.selection}
          details={details}
          folded={rowProps.folded}
          withActions={Boolean(rowProps.rowActions)}
        />
        <Table.Tbody>
          {reactTable.getRowModel().rows.map((row) => (
            <RecordRow
              key={String(row.original.id ?? row.id)}
              {...rowProps}
              row={row}
              details={details && { ...details, open: expanded.isOpen(row.original.id), toggle: () => expanded.toggle(row.original.id) }}
              detailId={`${detailId}-${String(row.original.id)}`}
            />
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
