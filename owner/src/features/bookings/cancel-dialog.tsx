// Asks before a booking is cancelled; a refusal (the dealer confirmed it meanwhile, no network)
// is said in the dialog, which stays open so the owner knows it did not happen.
import { useEffect, useState } from 'react';
import type { OwnerBooking } from '../../../../shared/garage.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { FormActions, OutcomeMessage } from '../../ui/form-card.tsx';
import { momentInWords } from './booking-words.ts';
import { cancelOwnBooking } from './bookings-state.ts';

interface CancelDialogProps {
  booking: OwnerBooking | null;
  vehicleId?: number;
  onClose: () => void;
}

export function CancelDialog({ booking, vehicleId, onClose }: CancelDialogProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  useEffect(() => setProblem(''), [booking]);

  async function confirm() {
    if (!booking) return;
    setBusy(true);
    setProblem('');
    try {
      await cancelOwnBooking(booking.id, vehicleId);
      onClose();
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title="Cancel this booking?" open={booking !== null} onClose={onClose}>
      {booking && (
        <p>
          Your {booking.type} at {booking.dealer.name} on {momentInWords(booking.date)} will be cancelled, and the dealer will no longer expect you.
        </p>
      )}
      {problem && <OutcomeMessage kind="error">{problem}</OutcomeMessage>}
      <FormActions>
        <button type="button" className="button button--secondary" onClick={onClose}>Keep it</button>
        <button type="button" className="button button--primary" onClick={() => void confirm()} disabled={busy}>
          {busy ? 'Cancelling…' : 'Cancel booking'}
        </button>
      </FormActions>
    </Dialog>
  );
}
