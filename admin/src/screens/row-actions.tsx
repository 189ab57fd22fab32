// The edit (pencil) and delete (cross) buttons of a row, each named after the record it acts on.
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconX } from '@tabler/icons-react';

interface RowActionsProps {
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
}

export function RowActions({ name, onEdit, onDelete }: RowActionsProps) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {onEdit && (
        <Tooltip label="Edit">
          <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${name}`} onClick={onEdit}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip label="Delete">
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={onDelete}>
            <IconX size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
