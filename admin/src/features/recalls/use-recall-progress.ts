// GET /api/recalls/progress through Refine's custom call: each campaign's VINs known, registered,
// notified, booked and remedied. Every cell of the list and every opened row read the one answer.
import { useCustom } from '@refinedev/core';
import type { RecallProgress } from '../../../../shared/generated/types.ts';

export function useRecallProgress(recallId: number) {
  const { query, result } = useCustom<RecallProgress[]>({
    url: '/api/recalls/progress',
    method: 'get',
    errorNotification: (error) => ({ type: 'error', message: "The recalls' progress could not be loaded", description: error?.message }),
  });
  const progress = query.isSuccess ? (result.data.find((p) => p.recalls_id === recallId) ?? NONE) : undefined;
  return { progress, refetch: () => void query.refetch() };
}

const NONE: Omit<RecallProgress, 'recalls_id'> = { vins: 0, known: 0, registered: 0, notified: 0, booked: 0, remedied: 0 };
