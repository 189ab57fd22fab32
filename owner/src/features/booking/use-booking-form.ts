// The booking form's state and its sending: the values, each change keeping the time only while
// the dealer still takes it that day, the checks shown from the first attempt, the server's
// refusals under their fields, and whether a request was made (its dialog is open).
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../../shared/api-client.ts';
import { bookableTimes, dayProblem } from '../../../../shared/booking-rules.ts';
import type { VehicleServiceInput, BookingType, Dealer } from '../../../../shared/generated/types.ts';
import type { FieldErrors } from '../../../../shared/validation.ts';
import { useFieldChecks } from '../../ui/use-field-checks.ts';
import { useSend } from '../../ui/use-send.ts';
import { requestBooking } from './api/request-booking.ts';
import { BOOKING_FIELDS, type BookingValues, bookingErrors, placeErrors, requestOf } from './booking-checks.ts';

const UNEXPECTED = 'We could not send your booking just now. Please try again.';

export function useBookingForm(type: BookingType, dealers: readonly Dealer[], initial: () => BookingValues) {
  const [values, setValues] = useState(initial);
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
        await requestBooking(requestOf(values, type) as VehicleServiceInput);
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

  return { values, change, messagesOf, liveDay, dealer, busy, problem, submit, requested, closeRequested: () => setRequested(false) };
}
