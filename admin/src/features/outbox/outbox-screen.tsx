// Outbox (docs/decisions.md, "Systems outside ours"): every email the portal sends, with where its
// delivery stands (state, tries, the last error, the next attempt, when it was sent), tabs by
// state, and in each row Read, and Retry or Cancel where the state allows.
import { enums } from '../../../../shared/generated/entities.ts';
import { resources } from '../../../generated/resources.ts';
import { column } from '../../screens/columns.ts';
import type { ScreenExtension, ScreenTab } from '../../screens/extension.ts';
import { OutboxActions } from './outbox-actions.tsx';

const STATE_LABELS = resources.find((r) => r.name === 'outbox')?.columns.find((c) => c.field === 'state')?.labels ?? {};

const tabs: ScreenTab[] = [
  { value: 'all', label: 'All', filters: {} },
  ...enums.outboxState.map((state) => ({ value: state, label: STATE_LABELS[state] ?? state, filters: { state } })),
];

export const screen: ScreenExtension = {
  resource: 'outbox',
  columns: (columns) => [column({ field: 'created_at', label: 'Written', kind: 'datetime' }), ...columns],
  tabs,
  rowActions: ({ record }) => <OutboxActions message={record} />,
};
