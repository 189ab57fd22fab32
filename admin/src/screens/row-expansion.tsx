// A list's second rows (an extension's `expand`): a toggle at the start of each row opens a row
// under it, spanning the table, with what the extension draws for the record (a dealer's PMA
// postcodes). Several may be open at once; a new page of rows starts closed.
import { ActionIcon, Table } from '@mantine/core';
import type { BaseRecord } from '@refinedev/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import type { RowExpansion } from './extension.ts';

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
  expansion: RowExpansion;
  /** The record's name, for the toggle's label ("PMA postcodes of Hunter GWM"). */
  name: string;
  detailId: string;
  open: boolean;
  onToggle: () => void;
}

export function ExpandToggle({ expansion, name, detailId, open, onToggle }: ToggleProps) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={open ? detailId : undefined}
      aria-label={`${expansion.heading} of ${name}`}
    >
      {open ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
    </ActionIcon>
  );
}

export function DetailRow({ expansion, record, detailId, columns }: { expansion: RowExpansion; record: BaseRecord; detailId: string; columns: number }) {
  return (
    <Table.Tr className="row-detail">
      <Table.Td colSpan={columns} id={detailId} bg="gray.0">
        <expansion.Detail record={record} />
      </Table.Td>
    </Table.Tr>
  );
}
