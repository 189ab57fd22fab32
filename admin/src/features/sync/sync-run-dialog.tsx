// One sync run opened from the sync history (docs/decisions.md, "Systems outside ours": a recorded run
// of what was sent, when, how many and the outcome): the resource and platform, when it started
// and finished, how many items the platform accepted and refused, how it ended with the
// platform's answer to each call, each refused item with the reason, and each entry sent, opened
// one at a time as its JSON (sync-run-details.tsx).
import { Modal } from '@mantine/core';
import { type BaseKey, useOne } from '@refinedev/core';
import { type ReactNode, useState } from 'react';
import { Loading } from '../../shell/loading.tsx';
import { LoadFailure } from '../../shell/load-failure.tsx';
import { RunDetails } from './sync-run-details.tsx';

export function SyncRunDialog({ id, labels, onClose }: { id: BaseKey | null; labels: Record<string, string>; onClose: () => void }) {
  const { result: run, query } = useOne({ resource: 'syncruns', id: id ?? undefined, queryOptions: { enabled: id !== null }, errorNotification: false });
  // Kept here, over the loading: the entry last opened is open again when the run is.
  const [open, setOpen] = useState<string | null>(null);
  const platform = labels[String(run?.target ?? '')] ?? String(run?.target ?? '');

  let body: ReactNode;
  if (query.isLoading) body = <Loading />;
  else if (query.isError || !run)
    body = <LoadFailure title="This sync run could not be loaded" message={query.error?.message} onRetry={() => void query.refetch()} />;
  else body = <RunDetails run={run} platform={platform} open={open} onOpen={setOpen} />;

  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      size="xl"
      title={run ? `${String(run.resource ?? '')} to ${platform}` : 'Sync run'}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {body}
    </Modal>
  );
}
