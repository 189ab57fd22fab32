// The booking form of docs/owner-app.md 2.14: who is asking (read only), the vehicle, its
// odometer, for a repair the problem (for a recall repair, the recalls it is for), the dealer and
// the preferred date and time. It is checked before sending with the messages of section 5; the
// server's refusals land under their fields. A request made opens the '{Type} Booking Requested' dialog.
import { BOOKING_TYPE_WORDS } from '../../../../shared/booking-life.ts';
import type { BookingType, CurrentUser, Dealer, GarageVehicle } from '../../../../shared/generated/types.ts';
import { FormActions, OutcomeMessage } from '../../ui/form-card.tsx';
import { WhenFields } from '../../domain/when-fields.tsx';
import type { BookingValues } from './booking-checks.ts';
import { BookingRequested } from './booking-requested.tsx';
import { BookingSection, OwnerDetails, VehicleFields } from './booking-sections.tsx';
import { DealerChoice } from './dealer-choice.tsx';
import { useBookingForm } from './use-booking-form.ts';

export const typeLabel = (type: BookingType) => BOOKING_TYPE_WORDS[type];

interface BookingFormProps {
  type: BookingType;
  user: CurrentUser;
  vehicles: readonly GarageVehicle[];
  dealers: readonly Dealer[];
  /** The vehicle the owner came to book for, when it is one of theirs. */
  chosenVehicle?: number | null;
}

const startingValues = (user: CurrentUser, vehicles: readonly GarageVehicle[], dealers: readonly Dealer[], chosenVehicle?: number | null): BookingValues => ({
  vehicleId: vehicles.find((v) => v.id === chosenVehicle)?.id ?? (vehicles.length === 1 ? vehicles[0]!.id : null),
  dealerId: dealers.find((d) => d.id === user.dealers_id)?.id ?? null,
  odometer: '',
  description: '',
  date: '',
  time: '',
});

export function BookingForm({ type, user, vehicles, dealers, chosenVehicle }: BookingFormProps) {
  const form = useBookingForm(type, dealers, () => startingValues(user, vehicles, dealers, chosenVehicle));
  const { values, change, messagesOf, liveDay, dealer, busy, problem } = form;

  return (
    <>
      <form className="booking" onSubmit={form.submit} noValidate aria-busy={busy}>
        <BookingSection id="booking-about" heading="Your details">
          <OwnerDetails user={user} />
        </BookingSection>
        <BookingSection id="booking-car" heading="Your vehicle">
          <VehicleFields type={type} vehicles={vehicles} values={values} change={change} messagesOf={messagesOf} />
        </BookingSection>
        <BookingSection id="booking-where" heading="Dealer">
          <DealerChoice dealers={dealers} chosen={dealer} onChoose={(d) => change({ dealerId: d.id })} errors={messagesOf('dealer')} />
        </BookingSection>
        <BookingSection id="booking-when" heading="When">
          <WhenFields
            dealer={dealer}
            date={values.date}
            time={values.time}
            onDate={(date) => change({ date })}
            onTime={(time) => change({ time })}
            dateErrors={messagesOf('date') ?? (liveDay ? [liveDay] : undefined)}
            timeErrors={messagesOf('time')}
          />
        </BookingSection>
        {problem && <OutcomeMessage kind="error">{problem}</OutcomeMessage>}
        <FormActions>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Sending…' : 'Book Service'}
          </button>
        </FormActions>
      </form>
      <BookingRequested title={`${typeLabel(type)} Booking Requested`} open={form.requested} onClose={form.closeRequested} />
    </>
  );
}
