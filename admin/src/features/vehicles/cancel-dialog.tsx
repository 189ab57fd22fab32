// Cancel, an administrator's alone (the owner cancels from their garage): a confirmation naming the
// booking; the owner and the dealer are told.
import type { BaseRecord } from '@refinedev/core';
import { ConfirmDialog } from '../../screens/confirm-dialog.tsx';
import { bookingName } from './booking-words.ts';
import { useBookingChange } from './use-booking-change.ts';

export function CancelDialog({ booking, onClose }: { booking: BaseRecord; onClose: () => void }) {
  const { send, saving, errors } = useBookingChange(booking);
  const name = bookingName(booking);
  const cancel = async () => {
    if (await send({ status: 'cancelled' }, { type: 'success', message: 'Booking cancelled', description: `The ${name} is cancelled.` })) onClose();
  };
  const refused = Object.values(errors).flat().join(' ');
  return (
    <ConfirmDialog opened title="Cancel the booking?" action="Cancel the booking" pending={saving} onConfirm={() => void cancel()} onClose={onClose}>
      {refused || `Cancel the ${name}? The owner and the dealer are emailed.`}
    </ConfirmDialog>
  );
}
