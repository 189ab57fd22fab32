// The end of a Content section dialog's form: Cancel, held while the form is sent, and its submit.
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

export function DialogButtons({ sending, onCancel, children }: { sending: boolean; onCancel: () => void; children: ReactNode }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={sending}>
        Cancel
      </Button>
      <Button type="submit" loading={sending}>
        {children}
      </Button>
    </Group>
  );
}
