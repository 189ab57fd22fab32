// The list's header row: the page's tick box where the list has bulk actions, the hidden name of
// the second rows' toggles, a heading for each column not folded away (column-fit.ts), sortable
// where the API sorts it, and the hidden name of the row buttons.
import { Group, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { BaseRecord } from '@refinedev/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { Header, Table as ReactTable } from '@tanstack/react-table';
import { inSentence } from '../lib/format.ts';
import { alignOf } from './cells.tsx';
import { headingOf, type RowDetails } from './row-expansion.tsx';
import { type RowSelection, SelectAllCheckbox } from './row-selection.tsx';
import { columnOf } from './use-resource-table.ts';

const SORT_ICONS = { asc: IconArrowUp, desc: IconArrowDown, none: IconSelector };
const ARIA_SORT = { asc: 'ascending', desc: 'descending', none: 'none' } as const;

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

interface TableHeadProps {
  reactTable: ReactTable<BaseRecord>;
  label: string;
  /** The list's ticks, where it has bulk actions. */
  selection?: RowSelection;
  /** The second rows, where the list has them. */
  details?: RowDetails;
  folded: ReadonlySet<string>;
  /** Whether the rows end with buttons. */
  withActions: boolean;
}

export function TableHead({ reactTable, label, selection, details, folded, withActions }: TableHeadProps) {
  return (
    <Table.Thead>
      {reactTable.getHeaderGroups().map((group) => (
        <Table.Tr key={group.id}>
          {selection && (
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
          {withActions && (
            <Table.Th className="row-actions-cell">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          )}
        </Table.Tr>
      ))}
    </Table.Thead>
  );
}
