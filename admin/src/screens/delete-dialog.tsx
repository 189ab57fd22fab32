// The confirmation before a delete, naming the record; on confirm it deletes and the list reloads
// (Refine invalidates the resource's lists).
import { Button, Group, Modal, Text } from '@mantine/core';
import { type BaseRecord, useDelete } from '@refinedev/core';
import type { Definition } from './definitions.ts';
import { deleted, failed } from './notices.ts';

interface DeleteDialogProps {
  definition: Definition;
  /** The record to delete; the dialog is open while there is one. */
  record: BaseRecord | null;
  onClose: () => void;
}

export function DeleteDialog({ definition, record, onClose }: DeleteDialogProps) {
  const { mutate, mutation } = useDelete();
  const noun = definition.singular.toLowerCase();
  const name = record ? definition.nameOf(record) : '';

  const confirm = () => {
    if (record?.id === undefined) return;
    mutate(
      {
        resource: definition.name,
        id: record.id,
        successNotification: deleted(definition.singular, name),
        errorNotification: (error) => failed(`Could not delete “${name}”`, error),
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Modal opened={record !== null} onClose={onClose} title={`Delete this ${noun}?`} centered>
      <Text>
        Delete the {noun} <strong>{name}</strong>? This cannot be undone.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
          Cancel
        </Button>
        <Button color="red" onClick={confirm} loading={mutation.isPending} data-autofocus>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
