// The buttons at the end of a row, each named after the record it acts on: edit (pencil), delete
// (cross, or the resource's own word and icon where deleting does something else: a dealer's
// Disable), then any the screen's extension adds.
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconX } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';

interface RowActionProps {
  /** Says what the button does and to which record ("Restore Hunter GWM"); its tooltip is the first word. */
  label: string;
  color?: string;
  loading?: boolean;
  onClick: () => void;
  children: ReactNode;
}

export function RowAction({ label, color = 'gray', loading, onClick, children }: RowActionProps) {
  return (
    <Tooltip label={label.split(' ')[0]}>
      <ActionIcon variant="subtle" color={color} aria-label={label} loading={loading} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

interface RowActionsProps {
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
  /** The delete's word and icon where it is not a delete. */
  remove?: { verb: string; Icon: ComponentType<{ size?: number }> };
  children?: ReactNode;
}

export function RowActions({ name, onEdit, onDelete, remove = { verb: 'Delete', Icon: IconX }, children }: RowActionsProps) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {onEdit && (
        <RowAction label={`Edit ${name}`} onClick={onEdit}>
          <IconPencil size={18} />
        </RowAction>
      )}
      {onDelete && (
        <RowAction label={`${remove.verb} ${name}`} color="red" onClick={onDelete}>
          <remove.Icon size={18} />
        </RowAction>
      )}
      {children}
    </Group>
  );
}
