// How one value shows in a list cell, by the column's kind: money in dollars, dates DD/MM/YYYY,
// booleans as a tick, enums by their label, references by the embedded record's name.
import { Stack, Text, VisuallyHidden } from '@mantine/core';
import type { BaseRecord } from '@refinedev/core';
import { IconCheck } from '@tabler/icons-react';
import { ColourCell } from '../fields/colour/cell.tsx';
import { formatDate, formatDateTime } from '../fields/date/format.ts';
import { ModelNamesCell } from '../fields/model-codes/cell.tsx';
import { formatMoney } from '../fields/money/format.ts';
import { ReferenceCell, summary } from '../fields/reference/cell.tsx';
import { formatNumber } from '../lib/format.ts';
import type { Column } from './columns.ts';

/** A long list (a colour's thirty model codes) shows its first items; all of them on hover. */
const LIST_SHOWN = 6;

function List({ value }: { value: unknown }) {
  const items = Array.isArray(value) ? value.map(summary) : [];
  if (items.length <= LIST_SHOWN) return <>{items.join(', ')}</>;
  return (
    <Text size="sm" title={items.join(', ')}>
      {items.slice(0, LIST_SHOWN).join(', ')} and {items.length - LIST_SHOWN} more
    </Text>
  );
}

function Tick({ value, label }: { value: unknown; label: string }) {
  if (value !== true) return <VisuallyHidden>{`${label}: no`}</VisuallyHidden>;
  return <IconCheck size={18} color="var(--mantine-color-green-7)" role="img" aria-label={`${label}: yes`} />;
}

function Stacked({ parts, record }: { parts: Column[]; record: BaseRecord }) {
  // Only the parts that say something: a model without a battery has no battery cost to show.
  const shown = parts.filter((part) => record[part.field] != null && record[part.field] !== 0 && record[part.field] !== '');
  return (
    <Stack gap={0}>
      {shown.map((part) => (
        <Text key={part.id} size="xs" style={{ whiteSpace: 'nowrap' }}>
          {part.label}: <CellValue column={part} record={record} />
        </Text>
      ))}
    </Stack>
  );
}

export function CellValue({ column, record }: { column: Column; record: BaseRecord }) {
  const value = record[column.field];
  switch (column.kind) {
    case 'money':
      return <>{formatMoney(value)}</>;
    case 'number':
      return <>{formatNumber(value)}</>;
    case 'date':
      return <>{formatDate(value)}</>;
    case 'datetime':
      return <>{formatDateTime(value)}</>;
    case 'boolean':
      return <Tick value={value} label={column.label} />;
    case 'enum':
      return <>{value == null ? '' : (column.labels?.[String(value)] ?? String(value))}</>;
    case 'list':
      return <List value={value} />;
    case 'record':
      return <ReferenceCell column={column} record={record} />;
    case 'object':
      return <>{summary(value)}</>;
    case 'colour':
      return <ColourCell value={value} />;
    case 'modelNames':
      return <ModelNamesCell value={value} />;
    case 'stack':
      return <Stacked parts={column.parts ?? []} record={record} />;
    case 'custom':
      return <>{column.render?.(record)}</>;
    default:
      return <>{summary(value)}</>;
  }
}

/** Numbers line up on the right, as in a ledger. */
export const alignOf = (column: Column): 'right' | 'left' => (['money', 'number'].includes(column.kind) ? 'right' : 'left');

/** Lists of words need room, or a narrow column stacks them one word a line; sentences more, for a few words a line. */
export const minWidthOf = (column: Column): number | undefined =>
  column.minWidth ?? (column.multiline ? 240 : ['list', 'modelNames', 'stack', 'custom'].includes(column.kind) ? 180 : undefined);
