// What staff do with the ticked rows of a list, in one call to the API's bulk route (all or
// none): delete them, or set one field on all of them. Each asks first, naming how many
// ("Delete 3 colours?"); the list reloads after, the selection cleared.
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { type HttpError, useCustomMutation, useInvalidate } from '@refinedev/core';
import { type FormEvent, useState } from 'react';
import type { ScreenField, ScreenResource } from '../../../shared/screen-types.ts';
import { inSentence } from '../lib/format.ts';
import { failed } from '../lib/notices.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { FieldInput, type FieldValue } from './field-input.tsx';
import type { RowSelection } from './row-selection.tsx';

/** A delete that does something else for this resource (a dealer is disabled): its word and what follows. */
export interface BulkRemove {
  verb: string;
  warning: string;
}

const DELETE: BulkRemove = { verb: 'Delete', warning: 'This cannot be undone.' };

interface BulkActionsProps {
  /** The resource the rows are of (a generated one: its route, names and fields). */
  definition: ScreenResource;
  selection: RowSelection;
  can: { edit: boolean; delete: boolean };
  remove?: BulkRemove;
}

function useBulk(definition: ScreenResource, onDone: () => void) {
  const { mutate, mutation } = useCustomMutation<{ message: string }, HttpError>();
  const invalidate = useInvalidate();
  const run = (values: { action: 'delete' | 'update'; ids: number[]; values?: Record<string, FieldValue> }, failure: string) =>
    mutate(
      {
        url: `/api/${definition.name}/bulk`,
        method: 'post',
        values,
        successNotification: (answer) => ({ type: 'success', message: answer?.data.message ?? 'Done' }),
        errorNotification: (error) => failed(failure, error),
      },
      {
        onSuccess: () => {
          onDone();
          void invalidate({ resource: definition.name, invalidates: ['list', 'many', 'detail'] });
        },
      },
    );
  return { run, pending: mutation.isPending };
}

function BulkEditDialog({
  fields,
  opened,
  what,
  pending,
  onSubmit,
  onClose,
}: {
  fields: ScreenField[];
  opened: boolean;
  what: string;
  pending: boolean;
  onSubmit: (field: string, value: FieldValue) => void;
  onClose: () => void;
}) {
  const [name, setName] = useState<string | null>(null);
  const [value, setValue] = useState<FieldValue>(null);
  const field = fields.find((f) => f.field === name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (field) onSubmit(field.field, value);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={`Edit ${what}`} centered>
      <Stack component="form" onSubmit={submit}>
        <Select
          label="Field"
          data={fields.map((f) => ({ value: f.field, label: f.label }))}
          value={name}
          onChange={(next) => {
            setName(next);
            setValue(null);
          }}
          searchable
          data-autofocus
        />
        {field && <FieldInput key={field.field} field={field} label={`New ${inSentence(field.label)}`} value={value} onChange={setValue} />}
        <Text size="sm" c="dimmed">
          Every selected record gets this value; if one cannot take it, none is changed.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={!field} loading={pending}>
            Update {what}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function BulkActions({ definition, selection, can, remove = DELETE }: BulkActionsProps) {
  const [dialog, setDialog] = useState<'delete' | 'edit' | null>(null);
  const close = () => setDialog(null);
  const { run, pending } = useBulk(definition, () => {
    close();
    selection.clear();
  });
  const count = selection.ids.length;
  const editable = can.edit ? definition.fields.filter((f) => f.bulk && (f.kind !== 'reference' || f.resource)) : [];
  if (!count || (!editable.length && !can.delete)) return null;
  const what = `${count} ${count === 1 ? inSentence(definition.singular) : inSentence(definition.label)}`;

  return (
    <Group gap="xs" role="toolbar" aria-label="Selected rows" p="xs" bg="var(--mantine-color-blue-light)" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      <Text size="sm" fw={600} aria-live="polite" mr="auto">
        {what} selected
      </Text>
      {editable.length > 0 && (
        <Button size="xs" variant="default" onClick={() => setDialog('edit')}>
          Edit a field
        </Button>
      )}
      {can.delete && (
        <Button size="xs" color="red" onClick={() => setDialog('delete')}>
          {remove.verb}
        </Button>
      )}
      <Button size="xs" variant="subtle" onClick={selection.clear}>
        Clear selection
      </Button>
      <ConfirmDialog
        opened={dialog === 'delete'}
        title={`${remove.verb} ${what}?`}
        action={`${remove.verb} ${what}`}
        pending={pending}
        onConfirm={() => run({ action: 'delete', ids: selection.ids }, `The ${inSentence(definition.label)} were not changed`)}
        onClose={close}
      >
        {remove.verb} the {what} selected? {remove.warning}
      </ConfirmDialog>
      <BulkEditDialog
        fields={editable}
        opened={dialog === 'edit'}
        what={what}
        pending={pending}
        onSubmit={(field, value) =>
          run({ action: 'update', ids: selection.ids, values: { [field]: value } }, `The ${inSentence(definition.label)} were not changed`)
        }
        onClose={close}
      />
    </Group>
  );
}
