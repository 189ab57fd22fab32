// The buttons of an outbox message's row: Read opens its text; Retry (a failed message) and
// Cancel (a queued or failed one) each ask first, naming the message and what follows.
import { Button, Group } from '@mantine/core';
import type { BaseRecord } from '@refinedev/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../screens/confirm-dialog.tsx';
import { MessageDialog } from './message-dialog.tsx';
import { type OutboxAction, useOutboxAction } from './use-outbox-action.ts';

const QUESTION: Record<OutboxAction, { title: string; action: string; follows: string }> = {
  retry: { title: 'Retry email', action: 'Retry', follows: 'It is queued again now and tried up to twelve more times.' },
  cancel: { title: 'Cancel email', action: 'Cancel email', follows: 'It will not be sent, and cannot be retried afterwards.' },
};

export function OutboxActions({ message }: { message: BaseRecord }) {
  const [reading, setReading] = useState(false);
  const [asking, setAsking] = useState<OutboxAction | null>(null);
  const { act, pending } = useOutboxAction();
  const name = `“${String(message.subject ?? '')}” to ${String(message.to ?? '')}`;
  const state = String(message.state ?? '');

  const confirm = async () => {
    if (asking && (await act(asking, message))) setAsking(null);
  };

  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Button size="compact-xs" variant="default" aria-label={`Read ${name}`} onClick={() => setReading(true)}>
        Read
      </Button>
      {state === 'failed' && (
        <Button size="compact-xs" variant="light" aria-label={`Retry ${name}`} onClick={() => setAsking('retry')}>
          Retry
        </Button>
      )}
      {(state === 'queued' || state === 'failed') && (
        <Button size="compact-xs" variant="subtle" color="red" aria-label={`Cancel ${name}`} onClick={() => setAsking('cancel')}>
          Cancel
        </Button>
      )}
      <MessageDialog message={reading ? message : null} onClose={() => setReading(false)} />
      <ConfirmDialog
        opened={asking !== null}
        title={asking ? QUESTION[asking].title : ''}
        action={asking ? QUESTION[asking].action : ''}
        pending={pending}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(null)}
      >
        {asking === 'retry' ? 'Retry' : 'Cancel'} the email {name}? {asking ? QUESTION[asking].follows : ''}
      </ConfirmDialog>
    </Group>
  );
}
