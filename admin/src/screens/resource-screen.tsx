// The generic screen of a resource, built from its generated definition and declared extension:
// title, links, the extension's own buttons, sync buttons and "+ Add a …" (screen-header.tsx), the
// tabs if any (screen-tabs.tsx), the list with edit, delete and the extension's buttons on each row,
// the create and edit dialog (or the extension's editor for the records it claims) and the delete
// confirmation (or the extension's, where deleting does something else: screen-dialogs.tsx). An
// account that only reads the section (dealer staff at Dealers) sees the list alone; one that acts
// there also gets the extension's row buttons.
import { Alert, Button, Stack } from '@mantine/core';
import type { BaseRecord, CrudFilter } from '@refinedev/core';
import { withArticle } from '../lib/format.ts';
import { useAccess } from '../providers/access.tsx';
import { definitionOf, tabDefinition } from './definitions.ts';
import type { ScreenTab } from './extension.ts';
import { ResourceTable } from './resource-table.tsx';
import { RowActions } from './row-actions.tsx';
import { ScreenDialogs, useScreenDialogs } from './screen-dialogs.tsx';
import { ScreenHeader } from './screen-header.tsx';
import { ScreenTabs, useScreenTab } from './screen-tabs.tsx';

/** What a screen offers an account that does not change its records: the list, searched. */
const NOTHING = { create: false, edit: false, delete: false, export: false } as const;

const filtersOf = (tab: ScreenTab | undefined): CrudFilter[] | undefined =>
  tab && Object.entries(tab.filters).map(([field, value]) => ({ field, operator: 'eq', value }));

export default function ResourceScreen({ resource }: { resource: string }) {
  const screen = definitionOf(resource);
  const { opens, accessTo } = useAccess();
  const access = accessTo(resource);
  const all = access === 'all';
  const { tabs = [], remove } = screen;
  const Extra = access === 'read' ? undefined : screen.rowActions;
  const dialogs = useScreenDialogs(screen);
  const { setDialog, setDeleting, edit, fromPath } = dialogs;
  const { tab, choose } = useScreenTab(tabs);
  const definition = tabDefinition(resource, tab);
  const can = all ? { ...definition.can, ...tab?.can, export: true } : { ...NOTHING, search: definition.can.search };

  const addButton = can.create ? (
    <Button onClick={() => setDialog({ defaults: { ...definition.newRecord?.(), ...tab?.defaults }, sends: tab?.sends })}>
      + Add {withArticle(definition.singular.toLowerCase())}
    </Button>
  ) : undefined;
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

  return (
    <Stack gap="lg">
      <ScreenHeader
        definition={definition}
        links={(screen.links ?? []).filter((link) => opens(link.to))}
        Actions={all ? screen.actions : undefined}
        sync={all}
        addButton={addButton}
      />
      {tab && <ScreenTabs tabs={tabs} tab={tab} onChange={choose} />}
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
      <ScreenDialogs definition={definition} screen={screen} dialogs={dialogs} />
    </Stack>
  );
}
