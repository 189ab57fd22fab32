// Service bookings (docs/back-office.md 2, "Service bookings"): each booking's customer is the user of
// its vehicle (the API embeds the vehicle with its user and model), and its date and time show
// DD/MM/YYYY HH:mm (stored as the local time chosen, read back as written). Staff set each
// booking's status in its row, and the tabs list the bookings of one status (the list's
// ?status= filter).
import type { BaseRecord } from '@refinedev/core';
import { enums } from '../../../../shared/generated/entities.ts';
import { resources } from '../../../generated/resources.ts';
import { arrangeColumns, column, customColumn } from '../../screens/columns.ts';
import type { ScreenExtension, ScreenTab } from '../../screens/extension.ts';
import { UserContact } from '../../fields/contact/cells.tsx';
import { BookingStatusCell } from './booking-status-cell.tsx';
import { VehicleCell } from './vehicle-cells.tsx';

const userOf = (booking: BaseRecord) => (booking.vehicle as BaseRecord | null | undefined)?.user;

/** The schema's names of the statuses ("Requested"), as its generated list column carries them. */
const STATUS_LABELS = resources.find((r) => r.name === 'vehicleservices')?.columns.find((c) => c.field === 'status')?.labels ?? {};

/** "the booking of REG123 on 2026-11-30 09:00": enough to tell two rows' selects apart. */
const bookingName = (booking: BaseRecord) =>
  `the booking of ${String((booking.vehicle as BaseRecord | null | undefined)?.registration ?? 'a vehicle')} on ${String(booking.date ?? '')}`;

const layout = arrangeColumns(
  customColumn('Customer', (booking) => <UserContact user={userOf(booking)} />),
  customColumn('Vehicle', (booking) => <VehicleCell vehicle={booking.vehicle} />),
  'dealer_id',
  'date',
  'odometer',
  'type',
  customColumn('Status', (booking) => <BookingStatusCell booking={booking} labels={STATUS_LABELS} name={bookingName(booking)} />, 'status'),
  'description',
);

const tabs: ScreenTab[] = [
  { value: 'all', label: 'All', filters: {} },
  ...enums.bookingStatus.map((status) => ({ value: status, label: STATUS_LABELS[status] ?? status, filters: { status } })),
];

export const screen: ScreenExtension = {
  resource: 'vehicleservices',
  // The details are sentences: room for a few words a line beside the status select.
  columns: (columns) => layout(columns).map((c) => (c.field === 'date' ? column(c, 'datetime') : c.field === 'description' ? { ...c, minWidth: 260 } : c)),
  tabs,
};
