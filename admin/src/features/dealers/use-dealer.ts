// Loads one dealer for editing (docs/back-office.md 4: edit loads the record first), telling the user
// when it cannot be read.
import { type HttpError, useOne } from '@refinedev/core';
import { failed } from '../../lib/notices.ts';
import { DEALERS, type DealerRecord } from './dealer-types.ts';

export function useDealer(id: number | undefined) {
  const { query, result } = useOne<DealerRecord, HttpError>({
    resource: DEALERS,
    id,
    // No cache between openings: an edit always starts from the record as the server has it now,
    // and is not reset under the user's hands by a refetch when the window regains focus.
    queryOptions: { enabled: id !== undefined, gcTime: 0, refetchOnWindowFocus: false },
    errorNotification: (error) => failed('The dealer could not be loaded', error),
  });
  return { dealer: result, loading: id !== undefined && query.isLoading, error: query.error, retry: () => void query.refetch() };
}
