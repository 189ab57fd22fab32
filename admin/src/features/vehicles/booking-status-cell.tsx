// A booking's status in the Service bookings list, set there by staff: requested, confirmed,
// completed or cancelled (docs/decisions.md, "Owner garage, vehicle, dealer and booking").
import { Select } from '@mantine/core';
import type { BaseRecord } from '@refinedev/core';
import { enums } from '../../../../shared/generated/entities.ts';
import type { BookingStatus } from '../../../../shared/generated/types.ts';
import { useBookingStatus } from './use-booking-status.ts';

interface BookingStatusCellProps {
  booking: BaseRecord;
  labels: Record<string, string>;
  /** Names the booking for the select's label: whose, and when. */
  name: string;
}

export function BookingStatusCell({ booking, labels, name }: BookingStatusCellProps) {
  const labelOf = (status: string) => labels[status] ?? status;
  const { setStatus, saving } = useBookingStatus(booking, (status) => labelOf(status).toLowerCase());
  return (
    <Select
      size="xs"
      w={140}
      aria-label={`Status of ${name}`}
      data={enums.bookingStatus.map((status) => ({ value: status, label: labelOf(status) }))}
      value={String(booking.status ?? '')}
      onChange={(status) => status && status !== booking.status && void setStatus(status as BookingStatus)}
      allowDeselect={false}
      disabled={saving}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
