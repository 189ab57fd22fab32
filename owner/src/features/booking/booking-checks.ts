// The booking form's rules (docs/owner-app.md 5, docs/decisions.md "Owner garage, vehicle, dealer and
// booking"): the service booking schema's own messages for the vehicle, dealer, odometer and
// description, and the shared booking rule for the date and time at the chosen dealer, each
// under its own picker. The server answers the same words, so its 422 lands in the same places.
import { type BookableDealer, bookingProblem, dayProblem } from '../../../../shared/booking-rules.ts';
import type { BookingType, VehicleServiceInput } from '../../../../shared/generated/types.ts';
import type { FieldErrors } from '../../../../shared/validation.ts';
import { vehicleService } from '../../../../shared/generated/validators/vehicle-service.ts';
import { validateForm } from '../../ui/owner-forms.ts';

export interface BookingValues {
  vehicleId: number | null;
  dealerId: number | null;
  odometer: string;
  description: string;
  date: string;
  time: string;
}

/** The form's fields in the order it shows them, for the focus on the first at fault. */
export const BOOKING_FIELDS = ['vehicle', 'odometer', 'description', 'dealer', 'date', 'time'] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];

/** Where a message about a request field belongs on the form; the API puts every date and time problem under `date`. */
const FIELD_OF: Record<string, BookingField> = {
  vehicle_id: 'vehicle',
  dealer_id: 'dealer',
  odometer: 'odometer',
  description: 'description',
  date: 'date',
};

/**
 * The request as sent: the odometer a whole number when it is one, left out when blank so the
 * "enter" message shows; no details null, which the API takes for an optional field left empty.
 */
export function requestOf(
  values: BookingValues,
  type: BookingType,
): Partial<Omit<VehicleServiceInput, 'odometer' | 'description'>> & { odometer?: number | string; description: string | null } {
  const odometer = values.odometer.trim();
  const description = values.description.trim();
  return {
    vehicle_id: values.vehicleId ?? undefined,
    dealer_id: values.dealerId ?? undefined,
    date: values.date && values.time ? `${values.date} ${values.time}` : undefined,
    odometer: odometer === '' ? undefined : /^\d+$/.test(odometer) ? Number(odometer) : odometer,
    type,
    description: type === 'repair' && description ? description : null,
  };
}

/** Messages of request fields placed under the form's fields; those with no place are kept under `_`. */
export function placeErrors(errors: FieldErrors): FieldErrors {
  const placed: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) (placed[FIELD_OF[field] ?? '_'] ??= []).push(...messages);
  return placed;
}

function whenErrors(values: BookingValues, dealer: BookableDealer | undefined, now: Date): FieldErrors {
  if (!values.date) return { date: ['Please enter your preferred date'], ...(values.time ? {} : { time: ['Please enter your preferred time'] }) };
  if (!dealer) return values.time ? {} : { time: ['Please enter your preferred time'] };
  const day = dayProblem(dealer, values.date, now);
  if (day) return { date: [day] };
  const problem = bookingProblem(dealer, values.date, values.time, now);
  return problem ? { [problem.part]: [problem.message] } : {};
}

/** Every message the form shows before sending, by form field; null when it may be sent. */
export function bookingErrors(values: BookingValues, type: BookingType, dealer: BookableDealer | undefined, now = new Date()): FieldErrors | null {
  const { date: _dateMessages, ...fields } = placeErrors(validateForm({ id: 'vehicle-service', validator: vehicleService }, requestOf(values, type)) ?? {});
  const errors = { ...fields, ...whenErrors(values, dealer, now) };
  return Object.keys(errors).length ? errors : null;
}
