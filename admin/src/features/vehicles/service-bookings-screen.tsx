// Service bookings (back-office.txt 2, "Service bookings"): read only; each booking's customer is
// the user of its vehicle (the API embeds the vehicle with its user and model), and its date and
// time show DD/MM/YYYY HH:mm (stored as the local time chosen, read back as written).
import type { BaseRecord } from '@refinedev/core';
import { arrangeColumns, column, customColumn } from '../../screens/columns.ts';
import type { ResourceExtension } from '../../screens/extensions.ts';
import { UserContact } from '../../screens/contact-cells.tsx';
import { VehicleCell } from './vehicle-cells.tsx';

const userOf = (booking: BaseRecord) => (booking.vehicle as BaseRecord | null | undefined)?.user;

const layout = arrangeColumns(
  customColumn('Customer', (booking) => <UserContact user={userOf(booking)} />),
  customColumn('Vehicle', (booking) => <VehicleCell vehicle={booking.vehicle} />),
  'dealer_id',
  'date',
  'odometer',
  'type',
  'description',
);

export const serviceBookingsScreen: ResourceExtension = {
  columns: (columns) => layout(columns).map((c) => (c.field === 'date' ? column(c, 'datetime') : c)),
};
