// GET /api/dashboard through Refine's custom call: the tiles' counts and the last 12 weeks.
import { useCustom } from '@refinedev/core';
import type { Dashboard } from '../../../../shared/generated/types.ts';

export function useDashboard() {
  const { query, result } = useCustom<Dashboard>({
    url: '/api/dashboard',
    method: 'get',
    errorNotification: (error) => ({ type: 'error', message: 'The dashboard could not be loaded', description: error?.message }),
  });
  return { query, counts: query.isSuccess ? result.data : undefined };
}
