// Owners' service and repair bookings (docs/owner-app.md 2.14, 7; docs/decisions.md): POST vehicleservices
// books one of their own vehicles at an enabled dealer of their country, at a time the dealer
// takes bookings (shared/booking-rules.ts), then emails the dealer and the owner;
// GET vehicleservices/user lists their bookings; PUT vehicleservices/{id} moves one (the dealer
// told); PUT vehicleservices/{id}/status moves it on (status.ts). GET helper/timezones lists the
// time zone of each state.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TIMEZONE_OF_STATE } from '../../../shared/booking-rules.ts';
import { countryOfState } from '../../../shared/country.ts';
import type { BookingMove } from '../../../shared/garage.ts';
import { entities } from '../../../shared/generated/entities.ts';
import type { BookingType, TimezoneEntry } from '../../../shared/generated/types.ts';
import type { Config } from '../../config.ts';
import { InputError, notFound } from '../../errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { bookingRepository } from '../../repositories/bookings.ts';
import { recallRepository } from '../../repositories/recalls.ts';
import type { SessionUser } from '../../repositories/tokens.ts';
import { dealerRepository } from '../../repositories/dealers.ts';
import { CHOOSE_DEALER } from '../garage/dealer.ts';
import { type IdRoute, idParam, integer } from '../params.ts';
import { DEFAULT_SLOT_CAPACITY, SLOT_FULL, bookingAnswer, ownerCallAllowance, refuseUnbookable } from './booking-calls.ts';
import { dealerMoveEmail, dealerRequestEmail } from '../../bookings/dealer-emails.ts';
import { ownerMoveEmail, ownerRequestEmail } from '../../bookings/owner-emails.ts';
import bookingStatusRoute from './status.ts';
import { typed } from '../typed.ts';

const VEHICLE = 'Please choose one of your vehicles.';
const OTHER_COUNTRY = 'Please choose a dealer in your country.';
const NOT_MOVABLE = 'Only a booking that is requested or confirmed can be moved.';
const NO_RECALL = 'This vehicle has no open recall to book: please book a service or a repair.';
const ALREADY_BOOKED = 'This vehicle already has a booking the dealer expects. Please cancel it in My bookings before booking another.';

const DESCRIPTION_MAX = entities['vehicle-service'].schema.properties!.description!.maxLength as number;

/** "2026-11-30" without its time: the owner chose a day but no time yet, said before the pattern's message. */
const refuseDateWithoutTime = async (request: FastifyRequest) => {
  const { body } = request;
  const date = body && typeof body === 'object' && 'date' in body ? body.date : undefined;
  if (typeof date === 'string' && /^\d{4}-\d{2}-\d{2}\s*$/.test(date)) throw new InputError({ date: ['Please enter your preferred time'] });
};

export default async function bookingRoutes(instance: FastifyInstance, { config }: { config: Config }) {
  const app = typed(instance);
  const bookings = bookingRepository(app.database.db);
  const dealers = dealerRepository(app.database.db);
  const tags = ['Service bookings'];
  const takeOwnerCall = ownerCallAllowance(app);
  const answer = bookingAnswer(app);
  const recalls = recallRepository(app.database.db);

  /** A recall booking is for a vehicle with an open recall (docs/decisions.md, "Recalls"); the dealer reads which ones, then the owner's words. */
  async function recallDescription(owner: SessionUser, vehicleId: number, text: string | null | undefined): Promise<string> {
    const open = await recalls.ownersRecalls(owner.id, owner.state, [vehicleId]);
    if (!open.length) throw new InputError({ type: [NO_RECALL] });
    const lines = open.map((recall) => `Recall ${recall.reference}: ${recall.title}`);
    return [...lines, text?.trim()].filter(Boolean).join('\n').slice(0, DESCRIPTION_MAX);
  }

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
      const owner = requireUser(request);
      await takeOwnerCall(owner.id);
      const body = request.body;
      const vehicle = await bookings.ownersVehicle(owner.id, body.vehicle_id);
      if (!vehicle) throw new InputError({ vehicle_id: [VEHICLE] });
      const dealer = await dealers.enabled(body.dealer_id);
      if (!dealer) throw new InputError({ dealer_id: [CHOOSE_DEALER] });
      if (dealer.country?.toUpperCase() !== countryOfState(owner.state)) throw new InputError({ dealer_id: [OTHER_COUNTRY] });
      refuseUnbookable(dealer, body.date);
      const type = body.type ?? 'service';
      const description = type === 'recall' ? await recallDescription(owner, vehicle.id, body.description) : body.description?.trim() || null;
      // The emails are queued with the booking and go out whatever the mail server does meanwhile (mail/sender.ts).
      const booking = await bookings.create(
        { user_id: owner.id, vehicle_id: vehicle.id, dealer_id: dealer.id, date: body.date, odometer: body.odometer, type, description },
        dealer.slot_capacity ?? DEFAULT_SLOT_CAPACITY,
        (row) => {
          const facts = { ...row, type, owner, vehicle, dealer };
          return [dealerRequestEmail(facts), ownerRequestEmail(facts, config.publicUrl)];
        },
      );
      if (booking === 'vehicle-booked') throw new InputError({ vehicle_id: [ALREADY_BOOKED] });
      if (booking === 'slot-full') throw new InputError({ date: [SLOT_FULL] });
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

  // The body's date is the booking's own field (a schema read at start, not a literal): typed by its form.
  app.put<IdRoute & { Body: BookingMove }>(
    '/vehicleservices/:id',
    {
      onRequest: app.allow('USER'),
      preValidation: refuseDateWithoutTime,
      schema: {
        tags,
        summary: "Moves the owner's open booking to another date and time at its dealer (same rules as a new booking): requested again, the dealer emailed",
        params: idParam(),
        body: {
          type: 'object',
          required: ['date'],
          // The booking's own date field, with its pattern and messages.
          properties: { date: entities['vehicle-service'].schema.properties!.date!, _method: { type: 'string', maxLength: 10 } },
        },
        response: { 200: { $ref: 'VehicleService#' }, 429: { $ref: 'Refusal#' } },
      },
    },
    async (request) => {
      const owner = requireUser(request);
      const { id } = request.params;
      const { date: moment } = request.body;
      const booking = await bookings.find(id);
      if (!booking || booking.user_id !== owner.id) throw notFound('This booking');
      await takeOwnerCall(owner.id);
      const [vehicle, dealer] = await Promise.all([bookings.ownersVehicle(owner.id, booking.vehicle_id), dealers.enabled(booking.dealer_id)]);
      if (!vehicle || !dealer) throw new InputError({ dealer_id: [CHOOSE_DEALER] });
      refuseUnbookable(dealer, moment);
      const moved = await bookings.moveByOwner(id, owner.id, moment, dealer.slot_capacity ?? DEFAULT_SLOT_CAPACITY, (row, before) => {
        const facts = { ...row, type: (row.type ?? 'service') as BookingType, owner, vehicle, dealer };
        return [dealerMoveEmail(facts, before.date), ownerMoveEmail(facts, config.publicUrl, before.date)];
      });
      if (!moved) throw new InputError({ status: [NOT_MOVABLE] });
      if (moved === 'slot-full') throw new InputError({ date: [SLOT_FULL] });
      app.outbox.wake();
      return answer(id);
    },
  );

  await bookingStatusRoute(app, { config, takeOwnerCall });

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
