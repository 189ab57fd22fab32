// Owners' service and repair bookings (docs/owner-app.md 2.14, 7; docs/decisions.md): POST vehicleservices
// books (request-booking.ts); GET vehicleservices/user lists the owner's bookings; PUT
// vehicleservices/{id} moves one (move-booking.ts); PUT vehicleservices/{id}/status moves it on
// (status-routes.ts). GET helper/timezones lists the time zone of each state.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TIMEZONE_OF_STATE } from '../../../shared/booking-rules.ts';
import { countryOfState } from '../../../shared/country.ts';
import type { TimezoneEntry } from '../../../shared/generated/types.ts';
import type { Config } from '../../core/config.ts';
import { InputError } from '../../core/errors.ts';
import { requireUser } from '../../platform/http/auth.ts';
import { idParam, integer } from '../../platform/http/params.ts';
import { typed } from '../../platform/http/typed.ts';
import { bookingRepository } from '../../queries/bookings.ts';
import { type BookingContext, bookingAnswer, ownerCallAllowance } from './booking-calls.ts';
import { moveBooking } from './move-booking.ts';
import { requestBooking } from './request-booking.ts';
import bookingStatusRoute from './status-routes.ts';

/** "2026-11-30" without its time: the owner chose a day but no time yet, said before the pattern's message. */
const refuseDateWithoutTime = async (request: FastifyRequest) => {
  const { body } = request;
  const date = body && typeof body === 'object' && 'date' in body ? body.date : undefined;
  if (typeof date === 'string' && /^\d{4}-\d{2}-\d{2}\s*$/.test(date)) throw new InputError({ date: ['Please enter your preferred time'] });
};

export default async function bookingRoutes(instance: FastifyInstance, { config }: { config: Config }) {
  const app = typed(instance);
  const bookings = bookingRepository(app.database.db);
  const tags = ['Service bookings'];
  const context: BookingContext = { db: app.database.db, publicUrl: config.publicUrl, takeOwnerCall: ownerCallAllowance(app) };
  const answer = bookingAnswer(app);

  app.post(
    '/vehicleservices',
    {
      onRequest: app.allow('USER'),
      preValidation: refuseDateWithoutTime,
      schema: {
        tags,
        summary:
          "Books a service, a repair or a recall repair (for a vehicle with an open recall) of one of the owner's vehicles at a dealer of their country; emails the dealer and the owner",
        body: { $ref: 'VehicleServiceInput#', 'x-schema': 'vehicle-service' },
        response: { 201: { $ref: 'VehicleService#' }, 429: { $ref: 'Refusal#' } },
      },
    },
    async (request, reply) => {
      const booking = await requestBooking(context, requireUser(request), request.body);
      app.outbox.wake();
      reply.status(201);
      return answer(booking.id);
    },
  );

  app.get(
    '/vehicleservices/user',
    {
      onRequest: app.allow('USER'),
      schema: {
        tags,
        summary: "The signed-in owner's bookings, newest date first (of one vehicle with vehicle_id)",
        querystring: { type: 'object', properties: { vehicle_id: { ...integer, minimum: 1 } } },
        response: { 200: { type: 'array', items: { $ref: 'OwnerBooking#' } } },
      },
    },
    async (request) => bookings.ownersBookings(requireUser(request).id, request.query.vehicle_id),
  );

  app.put(
    '/vehicleservices/:id',
    {
      onRequest: app.allow('USER'),
      preValidation: refuseDateWithoutTime,
      schema: {
        tags,
        summary: "Moves the owner's open booking to another date and time at its dealer (same rules as a new booking): requested again, the dealer emailed",
        params: idParam(),
        body: { $ref: 'BookingMoveForm#', 'x-schema': 'booking-move' },
        response: { 200: { $ref: 'VehicleService#' }, 429: { $ref: 'Refusal#' } },
      },
    },
    async (request) => {
      await moveBooking(context, requireUser(request), request.params.id, request.body.date);
      app.outbox.wake();
      return answer(request.params.id);
    },
  );

  await bookingStatusRoute(app, context);

  app.get(
    '/helper/timezones',
    {
      onRequest: app.allow('USER'),
      schema: {
        tags,
        summary: 'The time zone bookings at the dealers of each state are made in',
        response: { 200: { type: 'array', items: { $ref: 'TimezoneEntry#' } } },
      },
    },
    async (): Promise<TimezoneEntry[]> => Object.entries(TIMEZONE_OF_STATE).map(([state, timezone]) => ({ state, country: countryOfState(state), timezone })),
  );
}
