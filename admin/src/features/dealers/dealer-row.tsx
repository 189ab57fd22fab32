// One dealer in the list, with its actions and, when expanded, a second row listing its PMA
// postcodes.
import { ActionIcon, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconBan, IconChevronDown, IconChevronRight, IconPencil, IconRestore } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AddressCell, BrandCell, DetailsCell, GeoCell, HoursCell, PhoneCell } from './dealer-cells.tsx';
import { type DealerRecord, pmaCount } from './dealer-types.ts';

/** Every column, the expander and the actions included, so the PMA row spans the whole table (with the tick box, one more). */
const COLUMN_COUNT = 9;

export interface RowActions {
  onEdit: (dealer: DealerRecord) => void;
  onDisable: (dealer: DealerRecord) => void;
  onRestore: (dealer: DealerRecord) => void;
  restoring: number | null;
}

interface Props extends RowActions {
  dealer: DealerRecord;
  expanded: boolean;
  onToggle: () => void;
  /** The row's tick box for the bulk actions, when the list has them. */
  tick?: ReactNode;
}

function Action({ label, color, onClick, loading, children }: { label: string; color?: string; onClick: () => void; loading?: boolean; children: ReactNode }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick} loading={loading}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

function PmaRow({ dealer, columns }: { dealer: DealerRecord; columns: number }) {
  const pmas = dealer.dealer_p_m_as ?? [];
  return (
    <Table.Tr>
      <Table.Td colSpan={columns} bg="gray.0" id={`pmas-${dealer.id}`}>
        {pmas.length === 0 ? (
          <Text size="sm" c="dimmed">
            No PMA postcodes are allocated to {dealer.name}.
          </Text>
        ) : (
          <Group gap={6} aria-label={`PMA postcodes of ${dealer.name}`} role="list">
            {pmas.map((pma) => (
              <Badge key={pma.id} variant="outline" color="gray" tt="none" role="listitem">
                {pma.postcode} {pma.locality}
              </Badge>
            ))}
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

export function DealerRow({ dealer, expanded, onToggle, tick, onEdit, onDisable, onRestore, restoring }: Props) {
  return (
    <>
      <Table.Tr>
        {tick && <Table.Td>{tick}</Table.Td>}
        <Table.Td>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onToggle}
            aria-expanded={expanded}
            aria-controls={expanded ? `pmas-${dealer.id}` : undefined}
            aria-label={`PMA postcodes of ${dealer.name}`}
          >
            {expanded ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
          </ActionIcon>
        </Table.Td>
        <Table.Td>
          <BrandCell dealer={dealer} />
        </Table.Td>
        <Table.Td>
          <DetailsCell dealer={dealer} />
        </Table.Td>
        <Table.Td>
          <PhoneCell dealer={dealer} />
        </Table.Td>
        <Table.Td>
          <AddressCell dealer={dealer} />
        </Table.Td>
        <Table.Td ta="center">{pmaCount(dealer)}</Table.Td>
        <Table.Td>
          <GeoCell dealer={dealer} />
        </Table.Td>
        <Table.Td>
          <HoursCell dealer={dealer} />
        </Table.Td>
        <Table.Td className="row-actions-cell">
          <Group gap={4} wrap="nowrap">
            <Action label={`Edit ${dealer.name}`} onClick={() => onEdit(dealer)}>
              <IconPencil size={18} />
            </Action>
            {dealer.enabled === false ? (
              <Action label={`Restore ${dealer.name}`} color="green" onClick={() => onRestore(dealer)} loading={restoring === dealer.id}>
                <IconRestore size={18} />
              </Action>
            ) : (
              <Action label={`Disable ${dealer.name}`} color="red" onClick={() => onDisable(dealer)}>
                <IconBan size={18} />
              </Action>
            )}
          </Group>
        </Table.Td>
      </Table.Tr>
      {expanded && <PmaRow dealer={dealer} columns={COLUMN_COUNT + (tick ? 1 : 0)} />}
    </>
  );
}
