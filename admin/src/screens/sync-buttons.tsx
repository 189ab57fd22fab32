// "Update Acoustic" and "Update Customer.io" (back-office.txt 2 and 4): each pushes a resource's
// records to its marketing platform. While running the button is disabled and says so; the
// outcome is a notification with the server's words, and a failure returns it to idle
// (decisions.md Messages).
import { Button, Group } from '@mantine/core';
import { useCustomMutation } from '@refinedev/core';
import type { SyncTarget } from '../../../shared/entity-types.ts';

const TARGETS: Record<SyncTarget, { label: string; path: string }> = {
  acoustic: { label: 'Update Acoustic', path: 'sync' },
  customerio: { label: 'Update Customer.io', path: 'synccustomerio' },
};

export const SYNCING_LABEL = 'Syncing (this may take some time)...';

interface SyncAnswer {
  status?: string;
  message?: string;
}

export function SyncButton({ resource, target }: { resource: string; target: SyncTarget }) {
  const { mutate, mutation } = useCustomMutation<SyncAnswer>();
  const { label, path } = TARGETS[target];
  const run = () =>
    mutate({
      url: `/api/${resource}/${path}`,
      method: 'put',
      values: {},
      successNotification: (answer) => ({ type: 'success', message: label, description: answer?.data.message || 'The records were sent.' }),
      errorNotification: (error) => ({ type: 'error', message: `${label} failed`, description: error?.message || 'The server did not answer.' }),
    });
  return (
    <Button variant="outline" onClick={run} disabled={mutation.isPending}>
      {mutation.isPending ? SYNCING_LABEL : label}
    </Button>
  );
}

/** One button per platform the resource is pushed to (its schema's x-sync). */
export function SyncButtons({ resource, targets }: { resource: string; targets: readonly SyncTarget[] }) {
  if (!targets.length) return null;
  return (
    <Group gap="xs">
      {targets.map((target) => (
        <SyncButton key={target} resource={resource} target={target} />
      ))}
    </Group>
  );
}
