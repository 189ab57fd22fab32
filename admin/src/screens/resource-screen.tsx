// The generic screen of a resource, built from its generated definition and declared extension:
// title, sync buttons and "+ Add a …", the list with edit and delete on each row, the create and
// edit dialog and the delete confirmation.
import { Button, Group, Stack, Title } from '@mantine/core';
import type { BaseRecord } from '@refinedev/core';
import { useState } from 'react';
import { SyncButtons } from '../features/sync/sync-buttons.tsx';
import { withArticle } from '../lib/format.ts';
import { definitionOf } from './definitions.ts';
import { DeleteDialog } from './delete-dialog.tsx';
import { type DialogState, RecordDialog } from './record-dialog.tsx';
import { ResourceTable } from './resource-table.tsx';
import { RowActions } from './row-actions.tsx';

export default function ResourceScreen({ resource }: { resource: string }) {
  const definition = definitionOf(resource);
  const { can } = definition;
  const [dialog, setDialog] = useState<DialogState>(null);
  const [deleting, setDeleting] = useState<BaseRecord | null>(null);

  const addButton = can.create ? <Button onClick={() => setDialog({})}>+ Add {withArticle(definition.singular.toLowerCase())}</Button> : undefined;
  const rowActions =
    can.edit || can.delete
      ? (record: BaseRecord) => (
          <RowActions
            name={definition.nameOf(record)}
            onEdit={can.edit ? () => setDialog({ record }) : undefined}
            onDelete={can.delete ? () => setDeleting(record) : undefined}
          />
        )
      : undefined;

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{definition.label}</Title>
        <Group gap="xs">
          <SyncButtons resource={definition.name} targets={definition.sync} />
          {addButton}
        </Group>
      </Group>
      <ResourceTable definition={definition} rowActions={rowActions} emptyAction={addButton} />
      <RecordDialog definition={definition} state={dialog} onClose={() => setDialog(null)} />
      <DeleteDialog definition={definition} record={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
