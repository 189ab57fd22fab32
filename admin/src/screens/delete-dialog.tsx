// The confirmation before a delete, naming the record and what goes with it where the screen says
// (its deleteNote); on confirm it deletes and the list reloads (Refine invalidates the resource's lists).
import { type BaseRecord, useDelete } from '@refinedev/core';
import { deleted, failed } from '../lib/notices.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import type { Definition } from './definitions.ts';

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
  const Note = definition.deleteNote;

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
    <ConfirmDialog opened={record !== null} title={`Delete this ${noun}?`} action="Delete" pending={mutation.isPending} onConfirm={confirm} onClose={onClose}>
      Delete the {noun} <strong>{name}</strong>? This cannot be undone.
      {Note && record && <Note record={record} />}
    </ConfirmDialog>
  );
}
