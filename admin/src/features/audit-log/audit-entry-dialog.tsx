// One audit entry opened: who, when, what was done to which record, and the fields that changed,
// each with its value before and after (a new record's fields under After, a deleted one's under
// Before).
import { Code, Modal, Stack, Text } from '@mantine/core';
import type { BaseRecord } from '@refinedev/core';
import { changedFields } from '../../../../shared/audit-diff.ts';
import { formatDateTime } from '../../fields/date/format.ts';
import { DetailTable } from '../../screens/detail-table.tsx';
import { fieldLabel, recordTypeLabel } from './audit-record-types.ts';
import { valueText } from './audit-values.ts';

type Fields = Record<string, unknown> | null;

function Value({ value }: { value: unknown }) {
  const text = valueText(value);
  if (value !== null && typeof value === 'object') return <Code block>{text}</Code>;
  return (
    <Text size="sm" c={text === '—' ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  );
}

export function auditEntryTitle(entry: BaseRecord, actionLabel: string): string {
  return `${actionLabel} of ${recordTypeLabel(entry.entity)} ${String(entry.record_id)}`;
}

export function AuditEntryDialog({ entry, actionLabel, onClose }: { entry: BaseRecord | null; actionLabel: string; onClose: () => void }) {
  const changes = entry ? changedFields(entry.before as Fields, entry.after as Fields) : [];
  return (
    <Modal opened={entry !== null} onClose={onClose} title={entry ? auditEntryTitle(entry, actionLabel) : ''} size="xl">
      {entry && (
        <Stack gap="md">
          <Text size="sm">
            {formatDateTime(entry.created_at)} by {String(entry.actor_email)} ({String(entry.actor_role)})
          </Text>
          {changes.length ? (
            <DetailTable
              label="Changed fields"
              columns={[
                { heading: 'Field', cell: (change) => fieldLabel(entry.entity, change.field), rowHeader: true },
                { heading: 'Before', cell: (change) => <Value value={change.before} /> },
                { heading: 'After', cell: (change) => <Value value={change.after} /> },
              ]}
              rows={changes}
              rowKey={(change) => change.field}
              verticalSpacing="xs"
              withTableBorder
            />
          ) : (
            <Text size="sm">No field changed.</Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
