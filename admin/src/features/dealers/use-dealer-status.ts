// Moving a dealer between the tabs: disable (DELETE /api/dealers/{id}, which also frees its PMAs)
// and restore (GET /api/dealers/restore/{id}). Each outcome is told; the lists reload after.
import { type HttpError, useDataProvider, useDelete, useInvalidate, useNotification } from '@refinedev/core';
import { useState } from 'react';
import { failed } from '../../lib/notices.ts';
import { DEALERS, type DealerRecord, pmaCount } from './dealer-types.ts';

const pmasOf = (dealer: DealerRecord) => {
  const count = pmaCount(dealer);
  return count === 1 ? '1 PMA' : `${count} PMAs`;
};

export function useDisableDealer() {
  const { mutateAsync, mutation } = useDelete<DealerRecord, HttpError>();
  const disable = (dealer: DealerRecord) =>
    mutateAsync({
      resource: DEALERS,
      id: dealer.id,
      successNotification: { type: 'success', message: `${dealer.name} disabled`, description: `${pmasOf(dealer)} removed.` },
      errorNotification: (error) => failed(`${dealer.name} was not disabled`, error),
    });
  return { disable, disabling: mutation.isPending };
}

export function useRestoreDealer() {
  const dataProvider = useDataProvider();
  const invalidate = useInvalidate();
  const { open } = useNotification();
  const [restoring, setRestoring] = useState<number | null>(null);

  // Refine's mutation hooks have no GET, and restore is a GET in the API.
  const restore = async (dealer: DealerRecord) => {
    setRestoring(dealer.id);
    try {
      await dataProvider().custom!({ url: `/${DEALERS}/restore/${dealer.id}`, method: 'get' });
      open?.({ type: 'success', message: `${dealer.name} restored`, description: 'It is back in the Active tab.' });
      await invalidate({ resource: DEALERS, invalidates: ['list', 'detail'], id: dealer.id });
    } catch (error) {
      open?.(failed(`${dealer.name} was not restored`, error as HttpError));
    } finally {
      setRestoring(null);
    }
  };
  return { restore, restoring };
}
