// The confirmation before deleting an API key, naming its application and saying what stops
// working; on confirm DELETE /api/users/{id}, then the list reloads.
import { type HttpError, useDelete } from '@refinedev/core';
import type { User } from '../../../../shared/generated/types.ts';
import { useLastDefined } from '../../lib/use-last-defined.ts';
import { ConfirmDialog } from '../../screens/confirm-dialog.tsx';
import { deleted, failed } from '../../lib/notices.ts';
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
    <ConfirmDialog opened={chosen !== null} title="Delete this API key?" action="Delete" pending={mutation.isPending} onConfirm={confirm} onClose={onClose}>
      Delete the API key of <strong>{name}</strong>? Programs that use it stop working.
    </ConfirmDialog>
  );
}
