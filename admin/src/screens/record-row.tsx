// One record's row of the list (a Tab stop: row-keys.ts): its tick box, the toggle of its second
// row, its cells but those folded away (column-fit.ts), a text of sentences cut to its first lines,
// and its buttons; then its second row (row-expansion.tsx) while it is open.
import { Table, Text } from '@mantine/core';
import type { BaseRecord } from '@refinedev/core';
import { flexRender, type Row } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { alignOf, minWidthOf } from './cells.tsx';
import type { Definition } from './definitions.ts';
import { DetailRow, ExpandToggle, headingOf, type RowDetails } from './row-expansion.tsx';
import { rowKeyHandler } from './row-keys.ts';
import { RowCheckbox, type RowSelection } from './row-selection.tsx';
import { columnOf } from './use-resource-table.ts';

/** A row of sentences shows its first lines; the row's details show them whole. */
const TEXT_LINES = 3;

export interface RecordRowProps {
  row: Row<BaseRecord>;
  definition: Definition;
  /** The list's ticks, where it has bulk actions. */
  selection?: RowSelection;
  /** Its second row, where the list has one, and whether it is open. */
  details?: RowDetails & { open: boolean; toggle: () => void };
  /** The columns folded into the second row. */
  folded: ReadonlySet<string>;
  detailId: string;
  /** Buttons at the end of the row. */
  rowActions?: (record: BaseRecord) => ReactNode;
  /** Opens the record (Enter on its row). */
  onOpen?: (record: BaseRecord) => void;
}

/** One record's row (and its second row, when the list has one and it is open). */
export function RecordRow({ row, definition, selection, details, folded, detailId, rowActions, onOpen }: RecordRowProps) {
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
