// A model's own specs as a table sorted by dragging (pointer or keyboard: focus a handle, Space,
// arrows, Space), with a remove button per row. Drops are reported as (from, to) places; what is
// saved is the caller's business. Announcements name the spec and its position.
import { DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Table, Text } from '@mantine/core';
import { useRef } from 'react';
import type { SpecLink } from './model-spec-types.ts';
import { SortableSpecRow } from './sortable-spec-row.tsx';

interface Props {
  links: SpecLink[];
  busy: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (link: SpecLink) => void;
}

/**
 * What a screen reader hears while sorting, naming the spec and the place. `lastOver` keeps the
 * place last announced, so lifting a spec is not drowned by "over its own place".
 */
function announcements(links: SpecLink[], lastOver: { current: unknown }): Announcements {
  const nameOf = (id: unknown) => links.find((l) => l.id === id)?.name ?? 'The spec';
  const placeOf = (id: unknown) => `position ${links.findIndex((l) => l.id === id) + 1} of ${links.length}`;
  return {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `Picked up ${nameOf(active.id)} at ${placeOf(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return `${nameOf(active.id)} is over ${placeOf(over.id)}.`;
    },
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} dropped at ${placeOf(over.id)}.` : `${nameOf(active.id)} dropped where it was.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
}

export function SortableSpecsTable({ links, busy, onMove, onRemove }: Props) {
  const lastOver = useRef<unknown>(null);
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(
      links.findIndex((l) => l.id === active.id),
      links.findIndex((l) => l.id === over.id),
    );
  };

  if (!links.length)
    return (
      <Text c="dimmed" size="sm">
        This model has no specs yet: click a spec above to add it.
      </Text>
    );

  return (
    // eslint-disable-next-line react-hooks/refs -- the announcements read the ref only while dragging, never while rendering
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements: announcements(links, lastOver) }}>
      <SortableContext items={links.map((l) => l.id)} strategy={verticalListSortingStrategy} disabled={busy}>
        <Table aria-label="Specs of this model, in order">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={48}>Move</Table.Th>
              <Table.Th w={72}>Order</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th w={72}>Remove</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {links.map((link, place) => (
              <SortableSpecRow key={link.id} link={link} place={place} busy={busy} onRemove={onRemove} />
            ))}
          </Table.Tbody>
        </Table>
      </SortableContext>
    </DndContext>
  );
}
