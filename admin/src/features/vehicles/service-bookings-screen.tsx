// Service bookings (docs/back-office.md 2, "Service bookings"; docs/decisions.md "Bookings both
// ways"): each booking's customer is the user of its vehicle (the API embeds the vehicle with its
// user and model), or says the owner deleted their account where the booking was kept without them
// (docs/decisions.md, "The owner's data"), its date and time show DD/MM/YYYY HH:mm (the dealer's local time, read back as
// written), and what the dealer told the owner shows beside its status. Each row offers the changes
// of the booking's life this account may make (booking-actions.tsx); the tabs list the bookings of
// one status (the list's ?status= filter). A dealer's staff see their own dealer's alone (the server
// scopes the list).
import { Text } from '@mantine/core';
import type { BaseRecord } from '@refinedev/core';
import { enums } from '../../../../shared/generated/entities.ts';
import { resources } from '../../../generated/resources.ts';
import { arrangeColumns, column, customColumn } from '../../screens/columns.ts';
import type { ScreenExtension, ScreenTab } from '../../screens/extension.ts';
import { UserContact } from '../../fields/contact/cells.tsx';
import { BookingActions } from './booking-actions.tsx';
import { DealerReplyCell } from './dealer-reply-cell.tsx';
import { VehicleCell } from './vehicle-cells.tsx';

const userOf = (booking: BaseRecord) => (booking.vehicle as BaseRecord | null | undefined)?.user;

/** The schema's names of the statuses ("Requested"), as its generated list column carries them. */
const STATUS_LABELS = resources.find((r) => r.name === 'vehicleservices')?.columns.find((c) => c.field === 'status')?.labels ?? {};

const layout = arrangeColumns(
  customColumn('Customer', (booking) =>
    booking.user_id == null ? (
      <Text size="sm" c="dimmed" fs="italic">
        Owner deleted their account
      </Text>
    ) : (
      <UserContact user={userOf(booking)} />
    ),
  ),
  customColumn('Vehicle', (booking) => <VehicleCell vehicle={booking.vehicle} />),
  'dealer_id',
  'date',
  'odometer',
  'type',
  'status',
  // Sentences: their first lines in the row, the whole in its details.
  { ...customColumn("Dealer's reply", (booking) => <DealerReplyCell booking={booking} />), multiline: true },
  'description',
);

const tabs: ScreenTab[] = [
  { value: 'all', label: 'All', filters: {} },
  ...enums.bookingStatus.map((status) => ({ value: status, label: STATUS_LABELS[status] ?? status, filters: { status } })),
];

export const screen: ScreenExtension = {
  resource: 'vehicleservices',
  columns: (columns) => layout(columns).map((c) => (c.field === 'date' ? column(c, 'datetime') : c)),
  tabs,
  rowActions: BookingActions,
};
