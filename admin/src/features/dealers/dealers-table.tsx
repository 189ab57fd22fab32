// The dealers of one tab in the document's columns, scrolling sideways on a narrow screen, or
// instead its loading, failure or empty state.
import { Table, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { RowCheckbox, type RowSelection, SelectAllCheckbox } from '../../screens/row-selection.tsx';
import { TableScroller } from '../../screens/table-scroller.tsx';
import { TableEmpty, TableError, TableLoading } from '../../screens/table-states.tsx';
import { DealerRow, type RowActions } from './dealer-row.tsx';
import type { DealerRecord } from './dealer-types.ts';

const HEADINGS = ['Brand / Code', 'Details', 'Phone', 'Address', 'PMAs', 'Geo', 'Opening hours'];

interface Props extends RowActions {
  dealers: DealerRecord[];
  loading: boolean;
  error: { message: string } | null;
  onRetry: () => void;
  /** What the list holds ("active dealers"), for its empty and failure states. */
  label: string;
  search: string;
  /** The ticked dealers, for the bulk actions. */
  selection: RowSelection;
}

export function DealersTable({ dealers, loading, error, onRetry, label, search, selection, ...actions }: Props) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  if (loading) return <TableLoading label={label} />;
  if (error) return <TableError label={label} message={error.message} onRetry={onRetry} />;
  if (!dealers.length) return <TableEmpty label={label} search={search} />;
  return (
    <TableScroller label={label}>
      <Table miw={980} stickyHeader verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <SelectAllCheckbox selection={selection} label={label.toLowerCase()} />
            </Table.Th>
            <Table.Th w={40}>
              <VisuallyHidden>PMA postcodes</VisuallyHidden>
            </Table.Th>
            {HEADINGS.map((heading) => (
              <Table.Th key={heading}>{heading}</Table.Th>
            ))}
            <Table.Th className="row-actions-cell">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {dealers.map((dealer) => (
            <DealerRow
              key={dealer.id}
              dealer={dealer}
              expanded={expanded.has(dealer.id)}
              onToggle={() => toggle(dealer.id)}
              tick={<RowCheckbox selection={selection} id={dealer.id} name={dealer.name} />}
              {...actions}
            />
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
