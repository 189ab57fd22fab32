// The confirmation before deleting an API key, naming its application and saying what stops
// working; on confirm DELETE /api/users/{id}, then the list reloads.
import { Button, Group, Modal, Text } from '@mantine/core';
import { type HttpError, useDelete } from '@refinedev/core';
import type { User } from '../../../../shared/generated/types.ts';
import { useLastDefined } from '../../lib/use-last-defined.ts';
import { deleted, failed } from '../../screens/notices.ts';
import { USERS } from './api-key-types.ts';

interface Props {
  /** The key to delete; the dialog is open while there is one. */
  account: User | null;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteApiKeyDialog({ account: chosen, onClose, onDeleted }: Props) {
  const { mutate, mutation } = useDelete<User, HttpError>();
  const account = useLastDefined(chosen);
  const name = account?.firstname ?? '';

  const confirm = () => {
    if (!chosen) return;
    mutate(
      {
        resource: USERS,
        id: chosen.id,
        successNotification: deleted('API key', name),
        errorNotification: (error) => failed(`The API key of “${name}” was not deleted`, error),
      },
      {
        onSuccess: () => {
          onDeleted();
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened={chosen !== null} onClose={onClose} title="Delete this API key?" centered>
      <Text>
        Delete the API key of <strong>{name}</strong>? Programs that use it stop working.
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
