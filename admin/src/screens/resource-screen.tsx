// The generic screen of a resource, built from its generated definition and declared extension:
// title, links, the extension's own buttons, sync buttons and "+ Add a …", the tabs if any, the list
// with edit, delete and the extension's buttons on each row, the create and edit dialog (or the
// extension's editor for the records it claims) and the delete confirmation (or the extension's,
// where deleting does something else). An account that only reads the section (dealer staff at
// Dealers) sees the list alone; one that acts there also gets the extension's row buttons.
import { Alert, Button, Group, Stack, Tabs, Title } from '@mantine/core';
import type { BaseRecord, CrudFilter } from '@refinedev/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SyncButtons } from './sync-buttons.tsx';
import { withArticle } from '../lib/format.ts';
import { useAccess } from '../providers/access.tsx';
import { definitionOf, tabDefinition } from './definitions.ts';
import { DeleteDialog } from './delete-dialog.tsx';
import type { ScreenTab } from './extension.ts';
import { type DialogState, RecordDialog } from './record-dialog.tsx';
import { ResourceTable } from './resource-table.tsx';
import { RowActions } from './row-actions.tsx';
import { useRecordFromPath } from './use-record-from-path.ts';

/** What a screen offers an account that does not change its records: the list, searched. */
const NOTHING = { create: false, edit: false, delete: false, export: false } as const;

const filtersOf = (tab: ScreenTab | undefined): CrudFilter[] | undefined =>
  tab && Object.entries(tab.filters).map(([field, value]) => ({ field, operator: 'eq', value }));

export default function ResourceScreen({ resource }: { resource: string }) {
  const screen = definitionOf(resource);
  const { opens, accessTo } = useAccess();
  const access = accessTo(resource);
  const all = access === 'all';
  const { tabs = [], editor, remove } = screen;
  const links = (screen.links ?? []).filter((link) => opens(link.to));
  const Actions = all ? screen.actions : undefined;
  const Extra = access === 'read' ? undefined : screen.rowActions;
  const [dialog, setDialog] = useState<DialogState>(null);
  const [editing, setEditing] = useState<BaseRecord | null>(null);
  const [deleting, setDeleting] = useState<BaseRecord | null>(null);
  // A path naming a record (/models/12) opens it as its pencil would; closing returns to the list.
  const fromPath = useRecordFromPath(screen);
  const shownDialog: DialogState = dialog ?? (fromPath?.record ? { record: fromPath.record } : null);
  const closeDialog = () => {
    setDialog(null);
    fromPath?.close();
  };
  // The tab lives in the address, so a reload or a shared link stays on it.
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((t) => t.value === params.get('tab')) ?? tabs[0];
  const definition = tabDefinition(resource, tab);
  const can = all ? { ...definition.can, ...tab?.can, export: true } : { ...NOTHING, search: definition.can.search };

  const addButton = can.create ? (
    <Button onClick={() => setDialog({ defaults: { ...definition.newRecord?.(), ...tab?.defaults }, sends: tab?.sends })}>
      + Add {withArticle(definition.singular.toLowerCase())}
    </Button>
  ) : undefined;
  const edit = (record: BaseRecord) => (editor?.claims(record) ? setEditing(record) : setDialog({ record }));
  const rowActions =
    can.edit || can.delete || Extra
      ? (record: BaseRecord) => (
          <RowActions
            name={definition.nameOf(record)}
            onEdit={can.edit ? () => edit(record) : undefined}
            onDelete={can.delete ? () => setDeleting(record) : undefined}
            remove={remove}
          >
            {Extra && <Extra record={record} />}
          </RowActions>
        )
      : undefined;
  const Remove = remove?.Dialog;

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{definition.label}</Title>
        <Group gap="xs">
          {links.map((link) => (
            <Button key={link.to} component={Link} to={link.to} variant="default">
              {link.label}
            </Button>
          ))}
          {Actions && <Actions />}
          {all && <SyncButtons resource={definition.name} targets={definition.sync} />}
          {addButton}
        </Group>
      </Group>
      {tab && (
        <Tabs value={tab.value} onChange={(value) => setParams(value && value !== tabs[0]?.value ? { tab: value } : {})}>
          <Tabs.List>
            {tabs.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      {fromPath?.failure && (
        <Alert color="red" title="This record could not be opened" withCloseButton onClose={fromPath.close}>
          {fromPath.failure}
        </Alert>
      )}
      {/* A tab is its own list: its search, page and sort start afresh. */}
      <ResourceTable
        key={tab?.value}
        definition={definition}
        can={can}
        rowActions={rowActions}
        onOpen={can.edit ? edit : undefined}
        emptyAction={addButton}
        permanentFilters={filtersOf(tab)}
        label={tab?.listLabel}
        remove={remove}
      />
      <RecordDialog definition={definition} state={shownDialog} onClose={closeDialog} />
      {editor && <editor.Dialog record={editing ?? undefined} opened={editing !== null} onClose={() => setEditing(null)} />}
      {Remove ? (
        <Remove record={deleting} onClose={() => setDeleting(null)} />
      ) : (
        <DeleteDialog definition={definition} record={deleting} onClose={() => setDeleting(null)} />
      )}
    </Stack>
  );
}
