// The booking form of docs/owner-app.md 2.14: who is asking (read only), the vehicle, its
// odometer, for a repair the problem (for a recall repair, the recalls it is for), the dealer and
// the preferred date and time. It is checked before sending with the messages of section 5; the
// server's refusals land under their fields. A request made opens the '{Type} Booking Requested' dialog.
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ApiError } from '../../../../shared/api-client.ts';
import { BOOKING_TYPE_WORDS } from '../../../../shared/booking-life.ts';
import { bookableTimes, dayProblem } from '../../../../shared/booking-rules.ts';
import type { BookingRequest } from '../../../../shared/garage.ts';
import type { BookingType, CurrentUser, Dealer, GarageVehicle } from '../../../../shared/generated/types.ts';
import type { FieldErrors } from '../../../../shared/validation.ts';
import { paths } from '../../paths.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { FormActions, OutcomeMessage } from '../../ui/form-card.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useFieldChecks } from '../../ui/use-field-checks.ts';
import { useSend } from '../../ui/use-send.ts';
import { WhenFields } from '../../domain/when-fields.tsx';
import { requestBooking } from './api/request-booking.ts';
import { BOOKING_FIELDS, type BookingValues, bookingErrors, placeErrors, requestOf } from './booking-checks.ts';
import { DealerChoice } from './dealer-choice.tsx';
import { DescriptionField } from './description-field.tsx';
import { RecallsBooked } from './recalls-booked.tsx';
import { VehicleChoice } from './vehicle-choice.tsx';

const UNEXPECTED = 'We could not send your booking just now. Please try again.';
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
  const [, navigate] = useLocation();
  const [values, setValues] = useState(() => startingValues(user, vehicles, dealers, chosenVehicle));
  const [refused, setRefused] = useState<FieldErrors>({});
  const { busy, problem, send, messageOf } = useSend(UNEXPECTED);
  const [requested, setRequested] = useState(false);
  const dealer = dealers.find((d) => d.id === values.dealerId);
  const { errors, passes, reset } = useFieldChecks(
    () => bookingErrors(values, type, dealer),
    BOOKING_FIELDS,
    (field) => `booking-${field}`,
  );

  // A change keeps the time only while the dealer still takes it that day.
  const change = (patch: Partial<BookingValues>) => {
    setRefused({});
    setValues((v) => {
      const next = { ...v, ...patch };
      const nextDealer = dealers.find((d) => d.id === next.dealerId);
      return nextDealer && next.date && bookableTimes(nextDealer, next.date).includes(next.time) ? next : { ...next, time: patch.time ?? '' };
    });
  };
  const messagesOf = (field: string) => errors[field] ?? refused[field];
  // A day the dealer cannot take says so as soon as it is chosen, not only on sending.
  const liveDay = dealer && values.date ? dayProblem(dealer, values.date) : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !passes()) return;
    await send(
      async () => {
        // passes() has made sure every field is there and well formed.
        await requestBooking(requestOf(values, type) as BookingRequest);
        setValues((v) => ({ ...v, odometer: '', description: '', date: '', time: '' }));
        reset();
        setRequested(true);
      },
      (error) => {
        // The server's messages go under their fields; only what has no field is said below.
        const placed = error instanceof ApiError ? placeErrors(error.fieldErrors) : {};
        setRefused(placed);
        return placed._?.join(' ') || (Object.keys(placed).length ? '' : messageOf(error));
      },
    );
  }

  return (
    <>
      <form className="booking" onSubmit={submit} noValidate aria-busy={busy}>
        <section className="booking__section" aria-labelledby="booking-about">
          <h2 id="booking-about" className="booking__heading">
            Your details
          </h2>
          <div className="booking__row">
            <TextField id="booking-firstname" label="First name" value={user.firstname} onChange={() => undefined} readOnly />
            <TextField id="booking-lastname" label="Last name" value={user.lastname} onChange={() => undefined} readOnly />
            <TextField id="booking-mobile" label="Mobile phone" value={user.mobile_phone ?? ''} onChange={() => undefined} readOnly />
          </div>
          <p className="form-note">
            Not right? <Link href={paths.myaccount}>Update your details</Link> first.
          </p>
        </section>

        <section className="booking__section" aria-labelledby="booking-car">
          <h2 id="booking-car" className="booking__heading">
            Your vehicle
          </h2>
          <VehicleChoice vehicles={vehicles} value={values.vehicleId} onChange={(vehicleId) => change({ vehicleId })} errors={messagesOf('vehicle')} />
          <TextField
            id="booking-odometer"
            label="Odometer (km)"
            inputMode="numeric"
            maxLength={7}
            autoComplete="off"
            value={values.odometer}
            onChange={(odometer) => change({ odometer })}
            errors={messagesOf('odometer')}
          />
          {type === 'recall' && <RecallsBooked vehicle={vehicles.find((v) => v.id === values.vehicleId)} />}
          {type === 'repair' && (
            <DescriptionField value={values.description} onChange={(description) => change({ description })} errors={messagesOf('description')} />
          )}
        </section>

        <section className="booking__section" aria-labelledby="booking-where">
          <h2 id="booking-where" className="booking__heading">
            Dealer
          </h2>
          <DealerChoice dealers={dealers} chosen={dealer} onChoose={(d) => change({ dealerId: d.id })} errors={messagesOf('dealer')} />
        </section>

        <section className="booking__section" aria-labelledby="booking-when">
          <h2 id="booking-when" className="booking__heading">
            When
          </h2>
          <WhenFields
            dealer={dealer}
            date={values.date}
            time={values.time}
            onDate={(date) => change({ date })}
            onTime={(time) => change({ time })}
            dateErrors={messagesOf('date') ?? (liveDay ? [liveDay] : undefined)}
            timeErrors={messagesOf('time')}
          />
        </section>

        {problem && <OutcomeMessage kind="error">{problem}</OutcomeMessage>}
        <FormActions>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Sending…' : 'Book Service'}
          </button>
        </FormActions>
      </form>
      <Dialog title={`${typeLabel(type)} Booking Requested`} open={requested} onClose={() => setRequested(false)}>
        <p>Thank you. A dealer representative will contact you shortly to confirm your booking.</p>
        <FormActions>
          <button type="button" className="button button--primary" onClick={() => navigate(paths.home)}>
            Go to my garage
          </button>
        </FormActions>
      </Dialog>
    </>
  );
}
