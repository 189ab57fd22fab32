// What a list shows instead of rows: loading, the server's reason it failed, or nothing yet.
import { Center, EmptyState, Loader } from '@mantine/core';
import { IconDatabaseOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { inSentence } from '../lib/format.ts';
import { LoadFailure } from '../shell/load-failure.tsx';

export function TableLoading({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader aria-label={`Loading ${inSentence(label)}`} />
    </Center>
  );
}

export function TableError({ label, message, onRetry }: { label: string; message?: string; onRetry: () => void }) {
  return <LoadFailure title={`We could not load the ${inSentence(label)}`} message={message} onRetry={onRetry} />;
}

export function TableEmpty({ label, search, filtered = false, action }: { label: string; search: string; filtered?: boolean; action?: ReactNode }) {
  const plural = inSentence(label);
  const narrowed = Boolean(search) || filtered;
  return (
    <EmptyState
      py="xl"
      icon={<IconDatabaseOff />}
      title={search ? `No ${plural} match “${search}”${filtered ? ' and the filters' : ''}` : filtered ? `No ${plural} match the filters` : `No ${plural} yet`}
      description={narrowed ? `Try other ${search ? 'words' : 'filters'}, or clear ${search ? 'the search' : 'them'}.` : undefined}
    >
      {narrowed ? null : action}
    </EmptyState>
  );
}
