// The frame of every booking change's dialog (confirm, decline, complete): its title naming the
// booking, the change's own fields, the server's refusal that no field shows (a booking that moved
// on meanwhile), Cancel and the button that sends it. Its fields wait while it is sent.
import { Alert, Button, Fieldset, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import type { FieldErrors } from '../../../../shared/validation.ts';

interface ChangeDialogProps {
  opened: boolean;
  title: string;
  /** The booking in words: whose, which vehicle, when. */
  about: string;
  /** The sending button's word ("Confirm"). */
  action: string;
  color?: string;
  saving: boolean;
  errors: FieldErrors;
  /** The fields this dialog shows messages under; the others' messages show above the buttons. */
  fields: readonly string[];
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

export function ChangeDialog({ opened, title, about, action, color, saving, errors, fields, onSubmit, onClose, children }: ChangeDialogProps) {
  const others = Object.entries(errors)
    .filter(([field]) => !fields.includes(field))
    .flatMap(([, messages]) => messages);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeOnClickOutside={false} closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Fieldset variant="unstyled" disabled={saving}>
          <Stack>
            <Text size="sm">{about}</Text>
            {children}
            {others.length > 0 && (
              <Alert color="red" title="The booking was not changed">
                {others.join(' ')}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" color={color} loading={saving}>
                {action}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
      </form>
    </Modal>
  );
}

interface ChangeTextProps {
  label: string;
  description?: string;
  required?: boolean;
  /** The dialog's first field takes the focus. */
  first?: boolean;
  maxLength: number;
  value: string;
  /** The server's message under it. */
  error?: string;
  onChange: (value: string) => void;
}

/** A text the change sends (a note, a reason, the work done): a few lines that grow, its message under it. */
export function ChangeText({ label, description, required, first, maxLength, value, error, onChange }: ChangeTextProps) {
  return (
    <Textarea
      label={label}
      description={description}
      required={required}
      data-autofocus={first || undefined}
      autosize
      minRows={2}
      maxLength={maxLength}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
