// PUT vehicleservices/{id}/status: a booking's life (shared/booking-life.ts, docs/decisions.md,
// "Bookings both ways"), for the owner, the dealer's staff and administrators alike: the change is
// change-status.ts's.
import type { StatusChange } from '../../../shared/garage.ts';
import { entities, enums } from '../../../shared/generated/entities.ts';
import { requireUser } from '../../platform/http/auth.ts';
import { type IdRoute, idParam } from '../../platform/http/params.ts';
import type { TypedApp } from '../../platform/http/typed.ts';
import { type BookingContext, bookingAnswer } from './booking-calls.ts';
import { changeBookingStatus } from './change-status.ts';

const booking = entities['vehicle-service'].schema.properties!;
const body = {
  type: 'object',
  required: ['status'],
  properties: {
    status: { type: 'string', enum: enums.bookingStatus },
    date: { ...booking.date!, description: 'Confirming: another local date and time the dealer proposes, YYYY-MM-DD HH:mm' },
    note: { type: 'string', maxLength: 2000, description: "Confirming: the dealer's note to the owner; completing: the work done" },
    reason: { type: 'string', maxLength: 1000, description: 'Declining: why, told to the owner' },
    odometer: { type: 'integer', minimum: 0, maximum: 9_999_999, description: 'Completing: the odometer reading in km' },
    _method: { type: 'string', maxLength: 10 },
  },
} as const;

export default async function bookingStatusRoute(app: TypedApp, context: BookingContext) {
  const answer = bookingAnswer(app);

  // The body's date is the booking's own field (a schema read at start, not a literal): typed by its form.
  app.put<IdRoute & { Body: StatusChange }>(
    '/vehicleservices/:id/status',
    {
      onRequest: app.allow('USER', 'DEALER'),
      schema: {
        tags: ['Service bookings'],
        summary:
          "Moves a booking on: its dealer's staff and administrators confirm (perhaps at another date, with a note), decline (with a reason) or complete it (odometer and work done); the owner cancels their own open booking. The other side is emailed",
        params: idParam(),
        body,
        response: { 200: { $ref: 'VehicleService#' }, 429: { $ref: 'Refusal#' } },
      },
    },
    async (request) => {
      await changeBookingStatus(context, requireUser(request), request.params.id, request.body);
      app.outbox.wake();
      return answer(request.params.id);
    },
  );
}
