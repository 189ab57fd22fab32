// One spec of the sortable table: a drag handle (a real button, so it takes the focus and the
// keyboard), its position, its name and a remove button.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Table } from '@mantine/core';
import { IconGripVertical, IconX } from '@tabler/icons-react';
import type { SpecLink } from './model-spec-types.ts';

interface Props {
  link: SpecLink;
  place: number;
  busy: boolean;
  onRemove: (link: SpecLink) => void;
}

export function SortableSpecRow({ link, place, busy, onRemove }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: link.id });
  const style = {
    // Translate only: a scaled table row would squash its cells.
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative' as const,
    zIndex: isDragging ? 1 : undefined,
    background: isDragging ? 'var(--mantine-color-gray-1)' : undefined,
  };

  return (
    <Table.Tr ref={setNodeRef} style={style} data-testid="spec-row">
      <Table.Td>
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
          aria-label={`Move ${link.name}, position ${place + 1}`}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
      </Table.Td>
      <Table.Td>{place + 1}</Table.Td>
      <Table.Td>{link.name}</Table.Td>
      <Table.Td>
        <ActionIcon variant="subtle" color="red" aria-label={`Remove ${link.name}`} onClick={() => onRemove(link)} disabled={busy}>
          <IconX size={18} aria-hidden />
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
}
