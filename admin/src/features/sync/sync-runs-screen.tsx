// Sync history: every push to a marketing platform, newest first, with when it started as well as
// when it finished, and an Open button on each row that shows what was sent and what the platform
// answered (sync-run-dialog.tsx).
import { Button } from '@mantine/core';
import type { BaseRecord } from '@refinedev/core';
import { useState } from 'react';
import { column } from '../../screens/columns.ts';
import type { ScreenExtension } from '../../screens/extension.ts';
import { SyncRunDialog } from './sync-run-dialog.tsx';
import { PLATFORMS, runName } from './sync-runs-naming.ts';

function OpenRun({ run }: { run: BaseRecord }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="compact-xs" variant="default" aria-label={`Open the sync of ${runName(run)}`} onClick={() => setOpened(true)}>
        Open
      </Button>
      <SyncRunDialog id={opened ? (run.id ?? null) : null} labels={PLATFORMS} onClose={() => setOpened(false)} />
    </>
  );
}

export const screen: ScreenExtension = {
  resource: 'syncruns',
  columns: (columns) => [column({ field: 'created_at', label: 'Started', kind: 'datetime' }), ...columns],
  rowActions: ({ record }) => <OpenRun run={record} />,
};
