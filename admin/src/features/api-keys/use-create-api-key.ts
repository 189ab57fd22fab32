// Creates an API key (POST /api/users/api, 201). The answer holds the secret, so it lives only in
// this mutation: `forget` drops it, and nothing keeps it once forgotten (no cache time).
import { type HttpError, useCustomMutation } from '@refinedev/core';
import type { ApiAccountForm } from '../../../../shared/generated/types.ts';
import type { FieldErrors } from '../../../../shared/validation.ts';
import { failed } from '../../lib/notices.ts';
import { API_KEYS_URL, type NewApiKey } from './api-key-types.ts';

/** `onCreated` runs as soon as the server made the key (the list reloads behind the dialog). */
export function useCreateApiKey(onCreated: () => void) {
  const { mutation, mutateAsync } = useCustomMutation<NewApiKey, HttpError, ApiAccountForm>({ mutationOptions: { gcTime: 0, onSuccess: onCreated } });

  /** Sends the form; answers the field errors of a refusal (none for other failures, which are notified). */
  const create = async (values: ApiAccountForm): Promise<FieldErrors> => {
    try {
      await mutateAsync({
        url: API_KEYS_URL,
        method: 'post',
        values,
        // The dialog showing the new key is the confirmation.
        successNotification: false,
        errorNotification: (error) => failed('The API key was not created', error),
      });
      return {};
    } catch (error) {
      // The data provider puts the server's 422 messages there, already as {field: [messages]}.
      return ((error as HttpError).errors ?? {}) as FieldErrors;
    }
  };

  return { create, creating: mutation.isPending, created: mutation.data?.data, forget: mutation.reset };
}
