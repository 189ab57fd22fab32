// A small read-only table inside a dialog or a result (a sync run's calls, an audit entry's
// changes, an upload's exceptions): a heading and a cell per column, scrolling sideways on a phone.
import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailColumn<T> {
  heading: string;
  cell: (row: T) => ReactNode;
  /** Long unbroken text (an address, a platform's answer) breaks anywhere rather than widening the table. */
  breaks?: boolean;
  /** The cell names its row (a field's label), for screen readers. */
  rowHeader?: boolean;
}

interface DetailTableProps<T> extends Omit<TableProps, 'children'> {
  /** What the table holds, as screen readers announce it. */
  label: string;
  columns: DetailColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
  minWidth?: number;
  /** Its most height before it scrolls, under a sticky header. */
  maxHeight?: number;
}

export function DetailTable<T>({ label, columns, rows, rowKey, minWidth = 480, maxHeight, ...table }: DetailTableProps<T>) {
  return (
    <Table.ScrollContainer minWidth={minWidth} mah={maxHeight}>
      <Table aria-label={label} stickyHeader={maxHeight !== undefined} {...table}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.heading}>{column.heading}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={rowKey(row, index)}>
              {columns.map(({ heading, cell, breaks, rowHeader }) => {
                const style = breaks ? { overflowWrap: 'anywhere' as const } : undefined;
                return rowHeader ? (
                  <Table.Th key={heading} scope="row" fw={600} style={style}>
                    {cell(row)}
                  </Table.Th>
                ) : (
                  <Table.Td key={heading} style={style}>
                    {cell(row)}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
