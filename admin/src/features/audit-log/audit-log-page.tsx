// The audit log (back office): every change staff and API accounts made, newest first, searched
// by person, record type, record id and days; a row opens the entry with its changed fields
// before and after. Read only: the API offers no way to change an entry.
import { Button, Stack, Title } from '@mantine/core';
import type { BaseRecord } from '@refinedev/core';
import { useMemo, useState } from 'react';
import { arrangeColumns, column, customColumn } from '../../screens/columns.ts';
import { definitionOf } from '../../screens/definitions.ts';
import { ResourceTable } from '../../screens/resource-table.tsx';
import { AuditEntryDialog, auditEntryTitle } from './audit-entry-dialog.tsx';
import { AuditFilterForm } from './audit-filter-form.tsx';
import { type AuditFilters, NO_FILTERS, auditQuery } from './audit-filters.ts';
import { recordTypeLabel } from './audit-record-types.ts';

const generic = definitionOf('auditlog');
// The search form below replaces the list's own search box (which would search the person only).
const definition = { ...generic, can: { ...generic.can, search: false } };
const actionLabels = generic.listColumns.find((c) => c.field === 'action')?.labels ?? {};
const actionLabel = (entry: BaseRecord) => actionLabels[String(entry.action)] ?? String(entry.action);

const columns = arrangeColumns(
  column({ field: 'created_at', label: 'When', kind: 'datetime' }),
  'actor_email',
  'actor_role',
  'action',
  customColumn('Record type', (entry) => recordTypeLabel(entry.entity), 'entity'),
  'record_id',
)(generic.listColumns);

export default function AuditLogPage() {
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [opened, setOpened] = useState<BaseRecord | null>(null);
  const query = useMemo(() => auditQuery(filters), [filters]);

  return (
    <Stack>
      <Title order={2}>Audit log</Title>
      <AuditFilterForm applied={filters} onApply={setFilters} />
      {/* A new search starts again at the first page. */}
      <ResourceTable
        key={JSON.stringify(query)}
        definition={definition}
        columns={columns}
        permanentFilters={query}
        rowActions={(entry) => (
          <Button size="xs" variant="light" aria-label={`Open ${auditEntryTitle(entry, actionLabel(entry))}`} onClick={() => setOpened(entry)}>
            Open
          </Button>
        )}
      />
      <AuditEntryDialog entry={opened} actionLabel={opened ? actionLabel(opened) : ''} onClose={() => setOpened(null)} />
    </Stack>
  );
}
