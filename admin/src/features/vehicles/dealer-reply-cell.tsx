// What the dealer told the owner about a booking, in its row: the note sent with a confirmation,
// the reason it was declined, or the odometer read and the work done when it was completed.
import { Stack, Text } from '@mantine/core';
import type { BaseRecord } from '@refinedev/core';
import { formatNumber } from '../../lib/format.ts';

const LINES: [field: string, label: string, shown?: (value: unknown) => string][] = [
  ['dealer_note', "Dealer's note"],
  ['decline_reason', 'Reason declined'],
  ['service_odometer', 'Odometer at service', (km) => `${formatNumber(km)} km`],
  ['work_done', 'Work done'],
];

export function DealerReplyCell({ booking }: { booking: BaseRecord }) {
  const lines = LINES.filter(([field]) => booking[field] !== null && booking[field] !== undefined && booking[field] !== '');
  if (!lines.length) return null;
  return (
    <Stack gap={4}>
      {lines.map(([field, label, shown = String]) => (
        <Text key={field} size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span size="xs" fw={700} c="dimmed">
            {label}:
          </Text>{' '}
          {shown(booking[field])}
        </Text>
      ))}
    </Stack>
  );
}
