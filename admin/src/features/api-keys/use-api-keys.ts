// The API accounts of the list. Refine's getList speaks the Laravel page shape and this call
// answers a plain array, so it goes through the data provider's custom call.
import { type HttpError, useCustom } from '@refinedev/core';
import type { User } from '../../../../shared/generated/types.ts';
import { failed } from '../../lib/notices.ts';
import { API_KEYS_URL } from './api-key-types.ts';

export function useApiKeys() {
  const { query } = useCustom<User[], HttpError>({
    url: API_KEYS_URL,
    method: 'get',
    errorNotification: (error) => failed('The API keys could not be loaded', error),
  });
  return {
    keys: query.data?.data ?? [],
    loading: query.isLoading,
    error: query.error,
    reload: () => void query.refetch(),
  };
}
