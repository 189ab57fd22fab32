// Asks before a booking is cancelled; a refusal (the dealer confirmed it meanwhile, no network)
// is said in the dialog, which stays open so the owner knows it did not happen.
import { useEffect } from 'react';
import type { OwnerBooking } from '../../../../shared/generated/types.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { FormActions, OutcomeMessage } from '../../ui/form-card.tsx';
import { useSend } from '../../ui/use-send.ts';
import { momentInWords } from '../../../../shared/calendar.ts';
import { cancelOwnBooking } from './bookings-state.ts';

interface CancelDialogProps {
  booking: OwnerBooking | null;
  vehicleId?: number;
  onClose: () => void;
}

export function CancelDialog({ booking, vehicleId, onClose }: CancelDialogProps) {
  const { busy, problem, send, clear } = useSend('We could not cancel this booking just now. Please try again.');
  // A refusal belongs to the booking it was about.
  useEffect(clear, [booking, clear]);

  const confirm = (chosen: OwnerBooking) =>
    send(async () => {
      await cancelOwnBooking(chosen.id, vehicleId);
      onClose();
    });

  return (
    <Dialog title="Cancel this booking?" open={booking !== null} onClose={onClose}>
      {booking && (
        <p>
          Your {booking.type} at {booking.dealer.name} on {momentInWords(booking.date)} will be cancelled, and the dealer will no longer expect you.
        </p>
      )}
      {problem && <OutcomeMessage kind="error">{problem}</OutcomeMessage>}
      <FormActions>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Keep it
        </button>
        <button type="button" className="button button--primary" onClick={() => booking && void confirm(booking)} disabled={busy}>
          {busy ? 'Cancelling…' : 'Cancel booking'}
        </button>
      </FormActions>
    </Dialog>
  );
}
