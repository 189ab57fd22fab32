// The API Keys screen (docs/back-office.md, API keys): the API accounts with a delete button each, an
// add dialog that shows the new key once, and a confirmation before a delete.
import { Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { User } from '../../../../shared/generated/types.ts';
import { AddApiKeyDialog } from './add-api-key-dialog.tsx';
import { ApiKeysTable } from './api-keys-table.tsx';
import { DeleteApiKeyDialog } from './delete-api-key-dialog.tsx';
import { useApiKeys } from './use-api-keys.ts';

export default function ApiKeysPage() {
  const { keys, loading, error, reload } = useApiKeys();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<User | null>(null);

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>API Keys</Title>
        <Button onClick={() => setAdding(true)}>+ Add an API key</Button>
      </Group>
      <ApiKeysTable keys={keys} loading={loading} error={error} onRetry={reload} onDelete={setDeleting} />
      <AddApiKeyDialog opened={adding} onClose={() => setAdding(false)} onCreated={reload} />
      <DeleteApiKeyDialog account={deleting} onClose={() => setDeleting(null)} onDeleted={reload} />
    </Stack>
  );
}
