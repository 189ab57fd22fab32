// The Dealers screen (back-office.txt, Dealers): add, Update PMAs and the two sync buttons; the
// Active and Disabled tabs (?enabled=true|false, kept in the address so a reload stays on the tab);
// a filter on the server's search; the dealer list; the add/edit and disable dialogs.
import { Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { type HttpError, useList } from '@refinedev/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { entities } from '../../../../shared/generated/entities.ts';
import { resources } from '../../../generated/resources.ts';
import { SEARCH_FILTER } from '../../providers/data-provider.ts';
import { BulkActions } from '../../screens/bulk-actions.tsx';
import { FilterBox } from '../../screens/filter-box.tsx';
import { failed } from '../../screens/notices.ts';
import { useRowSelection } from '../../screens/row-selection.tsx';
import { SyncButtons } from '../../screens/sync-buttons.tsx';
import { DealerDialog, type DialogTarget } from './dealer-dialog.tsx';
import { DEALERS, type DealerRecord } from './dealer-types.ts';
import { DealersTable } from './dealers-table.tsx';
import { DisableDealerDialog } from './disable-dealer-dialog.tsx';
import { useRestoreDealer } from './use-dealer-status.ts';

type Tab = 'active' | 'disabled';

const DEALER_RESOURCE = resources.find((r) => r.name === DEALERS)!;
/** Disabling is the dealers' delete (DELETE /api/dealers/{id}); ticked dealers are disabled together. */
const DISABLE = { verb: 'Disable', warning: 'Their PMAs are also removed, and restoring a dealer later does not bring them back.' };

/** The postcode upload screen, where "Update PMAs" goes. */
const UPDATE_PMAS_PATH = '/updatepmas';

export default function DealersPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'disabled' ? 'disabled' : 'active';
  const [query, setQuery] = useState('');
  const [dialog, setDialog] = useState<DialogTarget | null>(null);
  const [disabling, setDisabling] = useState<DealerRecord | null>(null);
  const { restore, restoring } = useRestoreDealer();

  const { result, query: list } = useList<DealerRecord, HttpError>({
    resource: DEALERS,
    pagination: { mode: 'off' },
    filters: [
      { field: 'enabled', operator: 'eq', value: tab === 'active' },
      { field: SEARCH_FILTER, operator: 'eq', value: query },
    ],
    errorNotification: (error) => failed('The dealers could not be loaded', error),
  });
  const selection = useRowSelection(result.data);

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Dealers</Title>
        <Group gap="xs">
          <Button onClick={() => setDialog({ mode: 'create' })}>+ Add a dealer</Button>
          <Button component={Link} to={UPDATE_PMAS_PATH} variant="default" leftSection={<IconUpload size={16} aria-hidden />}>
            Update PMAs
          </Button>
          <SyncButtons resource={DEALERS} targets={entities.dealer.sync} />
        </Group>
      </Group>
      <Tabs value={tab} onChange={(value) => setParams(value === 'disabled' ? { tab: 'disabled' } : {})}>
        <Group justify="space-between" align="flex-end" mb="sm">
          <Tabs.List>
            <Tabs.Tab value="active">Active</Tabs.Tab>
            <Tabs.Tab value="disabled">Disabled</Tabs.Tab>
          </Tabs.List>
          <FilterBox label="Dealers" value={query} onSearch={(text) => setQuery(text.trim())} />
        </Group>
        {/* Only the chosen tab's panel is rendered; both show the same table over their own list. */}
        <Tabs.Panel value={tab}>
          <Stack gap="sm">
            <BulkActions definition={DEALER_RESOURCE} selection={selection} can={{ edit: true, delete: tab === 'active' }} remove={DISABLE} />
            <DealersTable
              selection={selection}
              dealers={result.data}
              loading={list.isLoading}
              error={list.error}
              onRetry={() => void list.refetch()}
              label={`${tab === 'active' ? 'Active' : 'Disabled'} dealers`}
              search={query}
              onEdit={(dealer) => setDialog({ mode: 'edit', id: dealer.id })}
              onDisable={setDisabling}
              onRestore={(dealer) => void restore(dealer)}
              restoring={restoring}
            />
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <DealerDialog target={dialog} onClose={() => setDialog(null)} />
      <DisableDealerDialog dealer={disabling} onClose={() => setDisabling(null)} />
    </Stack>
  );
}
