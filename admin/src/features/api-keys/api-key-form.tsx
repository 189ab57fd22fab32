// The add form: Application Name (required) and an optional Description, checked by the generated
// validator of schemas/forms/api-account.json so the words are the server's; its messages show
// after the first attempt to send and follow the typing. The form is disabled while it is sent.
import { Button, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { forms } from '../../../../shared/generated/entities.ts';
import type { ApiAccountForm } from '../../../../shared/generated/types.ts';
import { apiAccount } from '../../../../shared/generated/validators/api-account.ts';
import { type FieldErrors, validate } from '../../../../shared/validation.ts';

interface Props {
  /** Sends the values; answers the server's field errors when it refuses them. */
  onCreate: (values: ApiAccountForm) => Promise<FieldErrors>;
  creating: boolean;
  onCancel: () => void;
}

const payloadOf = (name: string, description: string): ApiAccountForm => ({
  firstname: name.trim(),
  ...(description.trim() ? { lastname: description.trim() } : {}),
});

export function ApiKeyForm({ onCreate, creating, onCancel }: Props) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const nameRef = useRef<HTMLInputElement>(null);

  const payload = payloadOf(name, description);
  const errors: FieldErrors = { ...serverErrors, ...(attempted ? (validate(apiAccount, payload, forms['api-account']) ?? {}) : {}) };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (validate(apiAccount, payload, forms['api-account'])) return nameRef.current?.focus();
    const refused = await onCreate(payload);
    setServerErrors(refused);
    if (refused.firstname) nameRef.current?.focus();
  };

  return (
    <form onSubmit={submit} noValidate aria-label="New API key">
      <Fieldset variant="unstyled" disabled={creating}>
        <Stack>
          <TextInput
            ref={nameRef}
            label="Application Name"
            description="The program or site that will use the key."
            withAsterisk
            data-autofocus
            value={name}
            error={errors.firstname?.[0]}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setServerErrors({});
            }}
          />
          <TextInput label="Description" value={description} error={errors.lastname?.[0]} onChange={(event) => setDescription(event.currentTarget.value)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={creating}>
              Create
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
