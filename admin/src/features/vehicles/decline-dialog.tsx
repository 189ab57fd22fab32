// Decline: the reason is asked for and told to the owner (the server requires it and says so under
// the field).
import type { BaseRecord } from '@refinedev/core';
import { bookingName, MAX_LENGTH } from './booking-words.ts';
import { ChangeDialog, ChangeText } from './change-dialog.tsx';
import { useBookingChange } from './use-booking-change.ts';

export function DeclineDialog({ booking, onClose }: { booking: BaseRecord; onClose: () => void }) {
  const { send, saving, errors, texts, textOf } = useBookingChange(booking);
  const name = bookingName(booking);
  const decline = async () => {
    const done = await send(
      { status: 'declined', reason: texts.reason },
      { type: 'success', message: 'Booking declined', description: `The owner is told why the ${name} is declined.` },
    );
    if (done) onClose();
  };
  return (
    <ChangeDialog
      opened
      title="Decline the booking"
      about={`Decline the ${name}? The owner is emailed the reason.`}
      action="Decline"
      color="red"
      saving={saving}
      errors={errors}
      fields={['reason']}
      onSubmit={() => void decline()}
      onClose={onClose}
    >
      <ChangeText label="Reason" description="Told to the owner." required first maxLength={MAX_LENGTH.reason} {...textOf('reason')} />
    </ChangeDialog>
  );
}
