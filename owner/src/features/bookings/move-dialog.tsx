// Moves a booking to another date and time at its dealer: the booking form's date and time, with
// the times that dealer takes; the server's refusal (a full half hour, the dealer closed) is said
// in the dialog, which stays open so the owner can choose again.
import { useState } from 'react';
import { dayProblem } from '../../../../shared/booking-rules.ts';
import type { OwnerBooking } from '../../../../shared/generated/types.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { FormActions, OutcomeMessage } from '../../ui/form-card.tsx';
import { useSend } from '../../ui/use-send.ts';
import { WhenFields } from '../../domain/when-fields.tsx';
import { momentInWords } from '../../../../shared/calendar.ts';
import { moveOwnBooking } from './bookings-state.ts';

interface MoveDialogProps {
  booking: OwnerBooking | null;
  vehicleId?: number;
  onClose: () => void;
}

export function MoveDialog({ booking, vehicleId, onClose }: MoveDialogProps) {
  // Shown anew for each booking (keyed by it in my-bookings.tsx): nothing chosen, no earlier refusal.
  const { busy, problem, send } = useSend('We could not move this booking just now. Please try again.');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');

  const dealer = booking ? { dealer_hours: booking.dealer.dealer_hours, state: booking.dealer.state } : undefined;
  const dayError = dealer && date ? dayProblem(dealer, date) : undefined;
  const move = (chosen: OwnerBooking) =>
    send(async () => {
      await moveOwnBooking(chosen.id, `${date} ${time}`, vehicleId);
      onClose();
    });

  return (
    <Dialog title="Change the date" open={booking !== null} onClose={onClose}>
      {booking && (
        <p>
          Your {booking.type} at {booking.dealer.name} is on {momentInWords(booking.date)}. Choose a new date and time: the dealer will be told and will confirm
          it again.
        </p>
      )}
      <WhenFields
        dealer={dealer}
        date={date}
        time={time}
        onDate={(next) => {
          setDate(next);
          setTime('');
        }}
        onTime={setTime}
        dateErrors={dayError ? [dayError] : undefined}
      />
      {problem && <OutcomeMessage kind="error">{problem}</OutcomeMessage>}
      <FormActions>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Keep the date
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => booking && void move(booking)}
          disabled={busy || !date || !time || Boolean(dayError)}
        >
          {busy ? 'Moving…' : 'Move booking'}
        </button>
      </FormActions>
    </Dialog>
  );
}
