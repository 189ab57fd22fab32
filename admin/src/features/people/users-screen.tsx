// Portal users (docs/back-office.md 2, "Portal users (owners)"; 4, "Users list"; 7 and 9): owners,
// administrators and dealer staff on separate tabs (the API leaves API accounts out), each owner's
// contact, sign-in record and vehicles; the owner's dialog never asks for a password or their consent,
// which are theirs (shown above it, with when each last changed). A dealer's staff member (docs/decisions.md, "Bookings both ways") is added with
// their dealer and a first password, and has no invitation code. A staff member's row offers to
// reset their two-step sign-in. Deleting an owner says what goes with them (docs/decisions.md,
// "The owner's data").
import { Stack, Text } from '@mantine/core';
import type { BaseRecord } from '@refinedev/core';
import type { User } from '../../../../shared/generated/types.ts';
import { modelName } from '../../lib/model-name.ts';
import { arrangeColumns, customColumn } from '../../screens/columns.ts';
import type { ScreenExtension, ScreenTab } from '../../screens/extension.ts';
import { PostalAddress, UserContact } from '../../fields/contact/cells.tsx';
import { TwoStepResetButton } from './two-step-reset-button.tsx';
import { DealerNameCell } from './dealer-name-cell.tsx';
import { ConsentSummary } from './consent-summary.tsx';
import { OwnerDeletionNote } from './owner-deletion-note.tsx';

const asUser = (record: BaseRecord) => record as User;

/** Registered: the flag, or any sign-in at all (an owner loaded before the flag existed). */
const isRegistered = (user: User) => user.registered === true || (user.login_count ?? 0) > 0;

function UserVehicles({ user }: { user: User }) {
  const vehicles = user.vehicles ?? [];
  return (
    // Room for a model name and an engine on a line or two each, rather than a word a line.
    <Stack gap={6} miw={220}>
      <Text size="sm" fw={700}>
        {vehicles.length === 1 ? '1 vehicle' : `${vehicles.length} vehicles`}
      </Text>
      {vehicles.map(({ id, registration, vin, model, transmission, drive_type }) => (
        <Stack key={id} gap={0}>
          <Text size="sm" fw={600}>
            {registration}
          </Text>
          <Text size="xs">{modelName(model)}</Text>
          <Text size="xs" c="dimmed">
            {[model?.engine, model?.transmission ?? transmission, model?.drivetrain ?? drive_type].filter(Boolean).join(' · ')}
          </Text>
          <Text size="xs" ff="monospace">
            {vin}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

const details = customColumn('Details', (record) => <UserContact user={record} />, 'lastname');

/** A dealer's staff member: their name and contact, their dealer and sign-ins; no invitation code, address or vehicles. */
const dealerStaff: ScreenTab = {
  value: 'dealer-staff',
  label: 'Dealer staff',
  filters: { role: 'DEALER' },
  sends: { role: 'DEALER' },
  own: {
    columns: (columns) =>
      arrangeColumns(
        details,
        customColumn('Dealer', (record) => <DealerNameCell id={asUser(record).dealers_id} />),
        'login_count',
      )(columns.filter((c) => c.field !== 'invitation_code')),
    uiSchema: {
      'ui:order': ['firstname', 'lastname', 'email', 'mobile_phone', 'dealers_id', 'password', '*'],
      dealers_id: { 'ui:title': 'Dealer' },
      password: {
        'ui:widget': 'password',
        'ui:description': 'Their first password, at least 8 characters; they may choose another with "Forgot password". Left empty on an edit, it stays.',
      },
      ...Object.fromEntries(
        ['home_phone', 'other_phone', 'address_line_1', 'address_line_2', 'suburb', 'state', 'postcode'].map((f) => [f, { 'ui:widget': 'hidden' }]),
      ),
    },
    required: ['dealers_id'],
  },
};

export const screen: ScreenExtension = {
  resource: 'users',
  columns: arrangeColumns(
    details,
    customColumn('Contact', (record) => {
      const user = asUser(record);
      return <PostalAddress lines={[user.address_line_1, user.address_line_2]} suburb={user.suburb} state={user.state} postcode={user.postcode} />;
    }),
    'invitation_code',
    'login_count',
    // Whether an owner has registered and their vehicles are what staff open the list for: they stay in the row.
    { ...customColumn('Registered', (record) => (isRegistered(asUser(record)) ? 'Yes' : 'No')), minWidth: 0, priority: 'high' },
    { ...customColumn('Vehicles', (record) => <UserVehicles user={asUser(record)} />), priority: 'high' },
  ),
  tabs: [
    // docs/back-office.md 7: the back office adds an owner with their consent given.
    { value: 'owners', label: 'Owners', filters: { role: 'USER' }, defaults: { consent: true } },
    // Whatever is added here becomes an owner (the API makes no administrators), so nothing is.
    { value: 'administrators', label: 'Administrators', filters: { role: 'ADMIN' }, can: { create: false } },
    dealerStaff,
  ],
  links: [{ label: 'Bulk Load Users', to: '/loadusers' }],
  // A staff member who lost their phone: an administrator turns their two-step sign-in off.
  rowActions: TwoStepResetButton,
  deleteNote: OwnerDeletionNote,
  summary: (record) => <ConsentSummary record={record} />,
  uiSchema: {
    'ui:order': [
      'firstname',
      'lastname',
      'email',
      'mobile_phone',
      'home_phone',
      'other_phone',
      'address_line_1',
      'address_line_2',
      'suburb',
      'state',
      'postcode',
      'dealers_id',
      '*',
    ],
    password: { 'ui:widget': 'hidden' },
    consent: { 'ui:widget': 'hidden' },
  },
};
