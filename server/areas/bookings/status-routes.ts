// PUT vehicleservices/{id}/status: a booking's life (shared/booking-life.ts, docs/decisions.md,
// "Bookings both ways"), for the owner, the dealer's staff and administrators alike: the change is
// change-status.ts's.
import { requireUser } from '../../platform/http/auth.ts';
import { idParam } from '../../platform/http/params.ts';
import type { TypedApp } from '../../platform/http/typed.ts';
import { type BookingContext, bookingAnswer } from './booking-calls.ts';
import { changeBookingStatus } from './change-status.ts';

export default async function bookingStatusRoute(app: TypedApp, context: BookingContext) {
  const answer = bookingAnswer(app);

  app.put(
    '/vehicleservices/:id/status',
    {
      onRequest: app.allow('USER', 'DEALER'),
      schema: {
        tags: ['Service bookings'],
        summary:
          "Moves a booking on: its dealer's staff and administrators confirm (perhaps at another date, with a note), decline (with a reason) or complete it (odometer and work done); the owner cancels their own open booking. The other side is emailed",
        params: idParam(),
        body: { $ref: 'StatusChangeForm#', 'x-schema': 'status-change' },
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
