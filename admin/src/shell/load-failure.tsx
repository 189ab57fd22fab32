// What a list, page or dialog shows in place of what it could not load: what that was, the
// server's reason, and Try again (which asks again).
import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

export function LoadFailure({ title, message, onRetry }: { title: string; message?: string; onRetry: () => void }) {
  return (
    <Alert color="red" icon={<IconAlertCircle />} title={title}>
      {message || 'The server did not answer.'}
      <Button variant="light" color="red" size="xs" ml="md" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
