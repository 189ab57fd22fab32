// An owner's choices above their dialog, which never asks them (they are the owner's own, made in My
// account): marketing consent and service reminders, each with when it last changed
// (docs/decisions.md, "The owner's data").
import { Text } from '@mantine/core';
import type { BaseRecord } from '@refinedev/core';
import type { User } from '../../../../shared/generated/types.ts';
import { formatDateTime } from '../../fields/date/format.ts';

const since = (at: string | null | undefined) => (at ? `, since ${formatDateTime(at)}` : '');

export function ConsentSummary({ record }: { record: BaseRecord }) {
  const user = record as User;
  if (user.role !== 'USER') return null;
  return (
    <Text size="sm" data-testid="consent-summary">
      Marketing emails: {user.consent ? 'yes' : 'no'}
      {since(user.consent_changed_at)}. Service reminders: {user.service_reminders === false ? 'off' : 'on'}
      {since(user.service_reminders_changed_at)}.
    </Text>
  );
}
