// A list's second rows: a toggle at the start of each row opens a row under it, spanning the table,
// with what the row does not show in full: the columns folded out of it where the list is
// narrower than its columns (column-fit.ts) and its texts of sentences whole, then what the
// extension's `expand` draws (a dealer's PMA postcodes). Several may be open at once; a new page of
// rows starts closed.
import { ActionIcon, Table, Title } from '@mantine/core';
import type { BaseRecord } from '@refinedev/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { CellValue } from './cells.tsx';
import type { Column } from './columns.ts';
import type { RowExpansion } from './extension.ts';

/** What a list's second rows hold: these columns' values, then the extension's own. */
export interface RowDetails {
  columns: Column[];
  expansion?: RowExpansion;
}

/** What the second rows are called: "Details" where they hold columns, else the extension's heading. */
export const headingOf = ({ columns, expansion }: RowDetails) => (columns.length || !expansion ? 'Details' : expansion.heading);

/** The second rows of a list with these columns and expansion: none when there is nothing more to show. */
export function rowDetailsOf(columns: Column[], folded: ReadonlySet<string>, expansion: RowExpansion | undefined): RowDetails | undefined {
  const more = columns.filter((column) => folded.has(column.id) || column.multiline);
  return more.length || expansion ? { columns: more, expansion } : undefined;
}

export function useExpandedRows() {
  const [open, setOpen] = useState<ReadonlySet<unknown>>(new Set());
  const toggle = (id: unknown) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return { isOpen: (id: unknown) => open.has(id), toggle };
}

interface ToggleProps {
  details: RowDetails;
  /** The record's name, for the toggle's label ("Details of Hunter GWM"). */
  name: string;
  detailId: string;
  open: boolean;
  onToggle: () => void;
}

export function ExpandToggle({ details, name, detailId, open, onToggle }: ToggleProps) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={open ? detailId : undefined}
      aria-label={`${headingOf(details)} of ${name}`}
    >
      {open ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
    </ActionIcon>
  );
}

/** Each value under its column's name; a text of sentences across the whole width, its line breaks kept. */
function Fields({ columns, record }: { columns: Column[]; record: BaseRecord }) {
  return (
    <dl className="row-fields">
      {columns.map((column) => (
        <div key={column.id} data-text={column.multiline || undefined}>
          <dt>{column.label}</dt>
          <dd>
            <CellValue column={column} record={record} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function DetailRow({ details, record, detailId, span }: { details: RowDetails; record: BaseRecord; detailId: string; span: number }) {
  const { columns, expansion } = details;
  return (
    <Table.Tr className="row-detail">
      <Table.Td colSpan={span} id={detailId} bg="gray.0">
        {columns.length > 0 && <Fields columns={columns} record={record} />}
        {expansion && columns.length > 0 && (
          <Title order={3} size="sm" mt="sm" mb={4}>
            {expansion.heading}
          </Title>
        )}
        {expansion && <expansion.Detail record={record} />}
      </Table.Td>
    </Table.Tr>
  );
}
