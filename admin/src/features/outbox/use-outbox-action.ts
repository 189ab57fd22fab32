// Staff act on an outbox message (POST /api/outbox/{id}/retry or /cancel): the outcome is told,
// and the lists reload so each state tab shows what it holds now.
import { type BaseRecord, type HttpError, useDataProvider, useInvalidate, useNotification } from '@refinedev/core';
import { useState } from 'react';
import { failed } from '../../lib/notices.ts';

export const OUTBOX = 'outbox';
export type OutboxAction = 'retry' | 'cancel';

const DONE: Record<OutboxAction, { message: string; description: string; failure: string }> = {
  retry: { message: 'Email queued again', description: 'It will be sent in a moment.', failure: 'The email was not queued again' },
  cancel: { message: 'Email cancelled', description: 'It will not be sent.', failure: 'The email was not cancelled' },
};

export function useOutboxAction() {
  const dataProvider = useDataProvider();
  const invalidate = useInvalidate();
  const { open } = useNotification();
  const [pending, setPending] = useState(false);

  /** Answers whether it worked; a failure is told in a notification. */
  const act = async (action: OutboxAction, message: BaseRecord): Promise<boolean> => {
    setPending(true);
    try {
      await dataProvider().custom!({ url: `/${OUTBOX}/${String(message.id)}/${action}`, method: 'post', payload: {} });
      open?.({ type: 'success', message: DONE[action].message, description: DONE[action].description });
      await invalidate({ resource: OUTBOX, invalidates: ['list'] });
      return true;
    } catch (error) {
      open?.(failed(DONE[action].failure, error as HttpError));
      return false;
    } finally {
      setPending(false);
    }
  };
  return { act, pending };
}
