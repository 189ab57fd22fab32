// Another administrator's row in Portal users, while their two-step sign-in is on: Reset turns it
// off for them (a lost phone, DELETE /api/users/{id}/two-step) after a confirmation, which signs
// them out everywhere; they sign in with their password and set it up again. The audit log records
// it. One's own is turned off from the account menu, with the password or a code.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type BaseRecord, type HttpError, useGetIdentity, useInvalidate, useNotification } from '@refinedev/core';
import { IconShieldOff } from '@tabler/icons-react';
import { useState } from 'react';
import { api } from '../../../../shared/api-client.ts';
import type { User } from '../../../../shared/generated/types.ts';
import { fullName } from '../../fields/contact/cells.tsx';
import { RowAction } from '../../screens/row-actions.tsx';
import { failed } from '../../lib/notices.ts';

export function TwoStepResetButton({ record }: { record: BaseRecord }) {
  const user = record as User;
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const invalidate = useInvalidate();
  const { open } = useNotification();
  const { data: me } = useGetIdentity<{ id: number }>();
  // One's own is turned off from the account menu, with the password or a code.
  if (!user.two_step_enabled_at || me?.id === user.id) return null;
  const name = `${fullName(user.firstname, user.lastname)} (${user.email})`;

  async function reset() {
    setBusy(true);
    try {
      await api.del(`/users/${user.id}/two-step`);
      open?.({
        type: 'success',
        message: `Two-step sign-in turned off for ${name}`,
        description: 'They were signed out and set it up again at their next sign-in.',
      });
      setAsking(false);
      await invalidate({ resource: 'users', invalidates: ['list'] });
    } catch (error) {
      open?.(failed(`Two-step sign-in was not turned off for ${name}`, error as HttpError));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <RowAction label={`Reset two-step sign-in of ${name}`} color="orange" onClick={() => setAsking(true)}>
        <IconShieldOff size={18} />
      </RowAction>
      <Modal opened={asking} onClose={() => setAsking(false)} title="Reset two-step sign-in">
        <Stack>
          <Text>
            Turn off two-step sign-in for {name}? Do this when they lost their phone and their recovery codes. They are signed out everywhere and sign in with
            their password alone until they set it up again.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <Button color="orange" loading={busy} onClick={() => void reset()}>
              Turn it off
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
