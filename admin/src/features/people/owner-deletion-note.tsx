// What deleting a user takes with it, under the delete question (docs/decisions.md, "The owner's
// data"): for an owner, the server's counts of the vehicles unlinked and kept, the bookings kept for
// the dealer without the owner's details and the photos deleted; nothing for staff and API accounts.
import { List, Loader, Text } from '@mantine/core';
import { type BaseRecord, useCustom } from '@refinedev/core';
import type { OwnerDeletion } from '../../../../shared/generated/types.ts';

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function OwnerDeletionNote({ record }: { record: BaseRecord }) {
  const { query, result } = useCustom<OwnerDeletion>({
    url: `/api/users/${String(record.id)}/deletion`,
    method: 'get',
    errorNotification: (error) => ({ type: 'error', message: 'What goes with this user could not be loaded', description: error?.message }),
  });
  if (query.isLoading) return <Loader size="xs" aria-label="Counting what goes with this user" />;
  const summary = query.isSuccess ? result.data : undefined;
  if (!summary?.owner) return null;
  return (
    <>
      <Text mt="sm" fw={600}>
        With this owner:
      </Text>
      <List size="sm" spacing={4} data-testid="owner-deletion-note">
        <List.Item>
          {counted(summary.vehicles, 'vehicle will be unlinked and kept', 'vehicles will be unlinked and kept')} for the maker&apos;s records;
        </List.Item>
        <List.Item>
          {counted(summary.bookings, 'booking will be kept', 'bookings will be kept')} for the dealer without the owner&apos;s name, email or phone;
        </List.Item>
        <List.Item>their {counted(summary.photos, 'photo', 'photos')} will be deleted, and every session of theirs ended.</List.Item>
      </List>
    </>
  );
}
