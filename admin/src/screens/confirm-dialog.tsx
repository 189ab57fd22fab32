// The one shape of every "are you sure?" in the back office: a question naming what is at stake,
// Cancel, and a red button that says what happens; both wait while the action runs.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** The question, naming the record and what follows. */
  children: ReactNode;
  /** The red button's word ("Delete", "Disable"). */
  action: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({ opened, title, children, action, pending, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack>
        <Text component="div">{children}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          {/* The theme's red (shade 7) under white text is 3.7:1; shade 9 reads at 5.6:1 (WCAG AA). */}
          <Button color="red.9" onClick={onConfirm} loading={pending} data-autofocus>
            {action}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
