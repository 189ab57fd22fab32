// Saved vehicle configurations (docs/back-office.md 2, "Configurations"): a list to read and delete
// from (with the generic confirmation); staff neither add nor edit them, API accounts save them.
// The model reads as one line; colour and trim show the price each added.
import { Stack, Text } from '@mantine/core';
import type { BaseRecord } from '@refinedev/core';
import { formatMoney } from '../../fields/money/format.ts';
import { modelName } from '../../lib/model-name.ts';
import { arrangeColumns, column, customColumn } from '../../screens/columns.ts';
import { EmailLink } from '../../fields/contact/cells.tsx';
import type { ScreenExtension } from '../../screens/extension.ts';

/** A chosen colour or trim by name, with its price under it. */
function FinishCell({ finish, price }: { finish: unknown; price: unknown }) {
  const name = (finish as BaseRecord | null | undefined)?.name;
  if (name == null) return null;
  return (
    <Stack gap={0}>
      <Text size="sm">{String(name)}</Text>
      <Text size="xs" c="dimmed">
        {formatMoney(price)}
      </Text>
    </Stack>
  );
}

export const screen: ScreenExtension = {
  resource: 'configurator',
  can: { create: false, edit: false },
  columns: arrangeColumns(
    'share_code',
    {
      ...customColumn('Email', (configuration) => (typeof configuration.email === 'string' ? <EmailLink email={configuration.email} /> : null), 'email'),
      minWidth: 0,
    },
    'total_price',
    { ...customColumn('Model', (configuration) => modelName(configuration.model)), minWidth: 0 },
    // Short words: no more room than they take, so every column fits beside the list's menu.
    { ...customColumn('Colour', (configuration) => <FinishCell finish={configuration.colour} price={configuration.colour_price} />), minWidth: 0 },
    { ...customColumn('Trim', (configuration) => <FinishCell finish={configuration.trim} price={configuration.trim_price} />), minWidth: 0 },
    'accessories',
    column({ field: 'created_at', label: 'Created', kind: 'date' }),
  ),
};
