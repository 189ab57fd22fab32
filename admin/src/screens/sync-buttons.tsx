// "Update Acoustic" and "Update Customer.io" (docs/back-office.md 2 and 4): each pushes a resource's
// records to its marketing platform. While running the button is disabled and says so; the
// outcome is a notification with the server's words, a failure returns it to idle (docs/decisions.md
// Messages), and beside the button the last push's counts stay (accepted, refused) or its reason.
import { Button, Group, Text } from '@mantine/core';
import { useCustomMutation } from '@refinedev/core';
import type { SyncTarget } from '../../../shared/generated/types.ts';
import { syncAction, syncPath } from '../../../shared/sync-targets.ts';

export const SYNCING_LABEL = 'Syncing (this may take some time)...';

interface SyncAnswer {
  status?: string;
  message?: string;
  sync_run?: { accepted_count?: number; refused_count?: number };
}

/** What stays beside the button after a push: its counts, or why it failed. */
export function outcomeText(answer: SyncAnswer | undefined, failure: string | undefined): { text: string; colour: string } | null {
  if (failure !== undefined) return { text: failure || 'The server did not answer.', colour: 'red.8' };
  const run = answer?.sync_run;
  if (!run) return null;
  const refused = run.refused_count ?? 0;
  return { text: `${run.accepted_count ?? 0} accepted, ${refused} refused`, colour: refused ? 'orange.9' : 'green.9' };
}

export function SyncButton({ resource, target }: { resource: string; target: SyncTarget }) {
  const { mutate, mutation } = useCustomMutation<SyncAnswer>();
  const label = syncAction(target);
  const run = () =>
    mutate({
      url: `/api${syncPath(resource, target)}`,
      method: 'put',
      values: {},
      successNotification: (answer) => ({ type: 'success', message: label, description: answer?.data.message || 'The records were sent.' }),
      errorNotification: (error) => ({ type: 'error', message: `${label} failed`, description: error?.message || 'The server did not answer.' }),
    });
  const outcome = mutation.isPending ? null : outcomeText(mutation.data?.data, mutation.isError ? (mutation.error?.message ?? '') : undefined);
  return (
    <Group gap={6} wrap="nowrap">
      <Button variant="outline" onClick={run} disabled={mutation.isPending}>
        {mutation.isPending ? SYNCING_LABEL : label}
      </Button>
      <Text role="status" aria-label={`${label}: last push`} size="sm" maw={480} lineClamp={3} c={outcome?.colour} style={{ overflowWrap: 'anywhere' }}>
        {outcome?.text}
      </Text>
    </Group>
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
