// Owners' service and repair bookings (docs/owner-app.md 2.14, 7; docs/decisions.md): POST vehicleservices
// books one of their own vehicles at an enabled dealer of their country, at a time the dealer
// takes bookings (shared/booking-rules.ts), then emails the dealer and the owner;
// GET vehicleservices/user lists their bookings; PUT vehicleservices/{id}/status lets staff move
// a booking on (recorded in the audit log) and an owner cancel their own while it is requested. GET helper/timezones lists
// the time zone of each state.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TIMEZONE_OF_STATE, bookingProblem } from '../../../shared/booking-rules.ts';
import { countryOfState } from '../../../shared/country.ts';
import type { BookingRequest, TimezoneEntry } from '../../../shared/garage.ts';
import { entities, enums } from '../../../shared/generated/entities.ts';
import type { BookingStatus, BookingType, DealerHours } from '../../../shared/generated/types.ts';
import type { Config } from '../../config.ts';
import { HttpError, InputError, notFound } from '../../errors.ts';
import { requireUser, roleOf } from '../../plugins/auth.ts';
import { withAudit } from '../../repositories/audit-log.ts';
import { bookingRepository } from '../../repositories/bookings.ts';
import { dealerRepository } from '../../repositories/dealers.ts';
import { CHOOSE_DEALER } from '../garage/dealer.ts';
import { present, recordRepository } from '../../repositories/records.ts';
import { throttle, waitInWords } from '../../services/throttle.ts';
import { idParam, integer } from '../params.ts';
import { type BookingFacts, dealerCancellationEmail, dealerMoveEmail, dealerRequestEmail, ownerConfirmationEmail } from './booking-emails.ts';

const VEHICLE = 'Please choose one of your vehicles.';
const OTHER_COUNTRY = 'Please choose a dealer in your country.';
const NOT_CANCELLABLE = 'Only a booking that is requested or confirmed can be cancelled.';
const NOT_MOVABLE = 'Only a booking that is requested or confirmed can be moved.';
const OWNERS_CHANGE = 'You can cancel a booking; the dealer confirms or completes it.';
const SLOT_FULL = 'The dealer is fully booked at this time. Please choose another time.';
/** Open bookings a dealer takes in one half hour when it has not said: its schema's default. */
const DEFAULT_SLOT_CAPACITY = entities.dealer.schema.properties!.slot_capacity!.default as number;
const ALREADY_BOOKED = 'This vehicle already has a booking the dealer expects. Please cancel it in My bookings before booking another.';
const HOUR = 3600;

const text = { type: ['string', 'null'] } as const;
const ownerBooking = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    date: { type: 'string' },
    type: { type: 'string' },
    status: { type: 'string' },
    odometer: { type: 'integer' },
    description: text,
    created_at: { type: 'string' },
    vehicle: { type: 'object', properties: { id: { type: 'integer' }, registration: { type: 'string' }, nickname: text, label: { type: 'string' } } },
    dealer: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        suburb: text,
        state: text,
        service_phone: text,
        sales_phone: text,
        // The hours a move may choose from, as the booking form's.
        dealer_hours: { type: ['array', 'null'], items: { type: 'object', properties: { day: { type: 'string' }, open: text, close: text } } },
      },
    },
  },
} as const;

/** "2026-11-30" without its time: the owner chose a day but no time yet, said before the pattern's message. */
const refuseDateWithoutTime = async (request: FastifyRequest) => {
  const date = (request.body as { date?: unknown } | null)?.date;
  if (typeof date === 'string' && /^\d{4}-\d{2}-\d{2}\s*$/.test(date)) throw new InputError({ date: ['Please enter your preferred time'] });
};

export default async function bookingRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const bookings = bookingRepository(app.database.db);
  const dealers = dealerRepository(app.database.db);
  const records = recordRepository(app.database.db, entities['vehicle-service']);
  const tags = ['Service bookings'];
  // Each booking and cancellation emails a dealer: an owner gets ten an hour, then waits.
  const ownerCalls = throttle(app.database.db, { free: 10, firstWaitSeconds: 60, maxWaitSeconds: HOUR, forgetSeconds: HOUR });
  const takeOwnerCall = async (ownerId: number) => {
    const wait = await ownerCalls.take([`booking:${ownerId}`]);
    if (wait > 0) throw new HttpError(429, `You have made many booking changes in a short time. Please try again in ${waitInWords(wait)}.`);
  };

  /** A booking as GET /api/vehicleservices/{id} answers it. */
  const answer = async (id: number) => {
    const [row] = await records.embed([(await records.find(id))!]);
    return present(entities['vehicle-service'], row!);
  };

  const emailsOf = (facts: BookingFacts) => [dealerRequestEmail(facts), ownerConfirmationEmail(facts, config.publicUrl)];

  app.post(
    '/vehicleservices',
    {
      onRequest: app.allow('USER'),
      preValidation: refuseDateWithoutTime,
      schema: {
        tags,
        summary: "Books a service or repair of one of the owner's vehicles at a dealer of their country; emails the dealer and the owner",
        body: { $ref: 'VehicleServiceInput#', 'x-schema': 'vehicle-service' },
        response: { 201: { $ref: 'VehicleService#' } },
      },
    },
    async (request, reply) => {
      const owner = requireUser(request);
      await takeOwnerCall(owner.id);
      const body = request.body as BookingRequest;
      const vehicle = await bookings.ownersVehicle(owner.id, body.vehicle_id);
      if (!vehicle) throw new InputError({ vehicle_id: [VEHICLE] });
      const dealer = await dealers.enabled(body.dealer_id);
      if (!dealer) throw new InputError({ dealer_id: [CHOOSE_DEALER] });
      if (dealer.country?.toUpperCase() !== countryOfState(owner.state)) throw new InputError({ dealer_id: [OTHER_COUNTRY] });
      const [date, time] = body.date.split(' ') as [string, string];
      const problem = bookingProblem({ dealer_hours: dealer.dealer_hours as DealerHours | null, state: dealer.state }, date, time);
      if (problem) throw new InputError({ date: [problem.message] });
      const type = body.type ?? 'service';
      const description = body.description?.trim() || null;
      // The emails are queued with the booking and go out whatever the mail server does meanwhile (mail/sender.ts).
      const booking = await bookings.create(
        { user_id: owner.id, vehicle_id: vehicle.id, dealer_id: dealer.id, date: body.date, odometer: body.odometer, type, description },
        dealer.slot_capacity ?? DEFAULT_SLOT_CAPACITY,
        (row) => emailsOf({ id: row.id, date: row.date, odometer: row.odometer, type, description, owner, vehicle, dealer }),
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
        response: { 200: { type: 'array', items: ownerBooking } },
      },
    },
    async (request) => bookings.ownersBookings(requireUser(request).id, (request.query as { vehicle_id?: number }).vehicle_id),
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
        body: {
          type: 'object',
          required: ['date'],
          // The booking's own date field, with its pattern and messages.
          properties: { date: entities['vehicle-service'].schema.properties!.date!, _method: { type: 'string', maxLength: 10 } },
        },
        response: { 200: { $ref: 'VehicleService#' } },
      },
    },
    async (request) => {
      const owner = requireUser(request);
      const { id } = request.params as { id: number };
      const { date: moment } = request.body as { date: string };
      const booking = await bookings.find(id);
      if (!booking || booking.user_id !== owner.id) throw notFound('This booking');
      await takeOwnerCall(owner.id);
      const [vehicle, dealer] = await Promise.all([bookings.ownersVehicle(owner.id, booking.vehicle_id), dealers.enabled(booking.dealer_id)]);
      if (!vehicle || !dealer) throw new InputError({ dealer_id: [CHOOSE_DEALER] });
      const [date, time] = moment.split(' ') as [string, string];
      const problem = bookingProblem({ dealer_hours: dealer.dealer_hours as DealerHours | null, state: dealer.state }, date, time);
      if (problem) throw new InputError({ date: [problem.message] });
      const moved = await bookings.moveByOwner(id, owner.id, moment, dealer.slot_capacity ?? DEFAULT_SLOT_CAPACITY, (row, before) => [
        dealerMoveEmail({ ...row, type: (row.type ?? 'service') as BookingType, owner, vehicle, dealer }, before.date),
      ]);
      if (!moved) throw new InputError({ status: [NOT_MOVABLE] });
      if (moved === 'slot-full') throw new InputError({ date: [SLOT_FULL] });
      app.outbox.wake();
      return answer(id);
    },
  );

  app.put(
    '/vehicleservices/:id/status',
    {
      onRequest: app.allow('USER'),
      schema: {
        tags,
        summary: 'Sets a booking status: staff any; an owner cancels their own booking while it is requested or confirmed, and the dealer is emailed',
        params: idParam(),
        body: {
          type: 'object',
          required: ['status'],
          properties: { status: { type: 'string', enum: enums.bookingStatus }, _method: { type: 'string', maxLength: 10 } },
        },
        response: { 200: { $ref: 'VehicleService#' } },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params as { id: number };
      const { status } = request.body as { status: BookingStatus };
      const booking = await bookings.find(id);
      const staff = roleOf(user) === 'ADMIN';
      if (!booking || (!staff && booking.user_id !== user.id)) throw notFound('This booking');
      if (staff) {
        await withAudit(app.database.db, user, async (tx) => {
          const booked = bookingRepository(tx);
          const before = await booked.find(id, true);
          await booked.setStatus(id, status);
          return { action: 'update', entity: entities['vehicle-service'].id, recordId: id, before, after: await booked.find(id) };
        });
        return answer(id);
      }
      if (status !== 'cancelled') throw new InputError({ status: [OWNERS_CHANGE] });
      await takeOwnerCall(user.id);
      const [vehicle, dealer] = await Promise.all([bookings.ownersVehicle(user.id, booking.vehicle_id), dealers.find(booking.dealer_id)]);
      const cancelled = await bookings.cancelByOwner(id, user.id, (row) =>
        vehicle && dealer ? [dealerCancellationEmail({ ...row, type: (row.type ?? 'service') as BookingType, owner: user, vehicle, dealer })] : [],
      );
      if (!cancelled) throw new InputError({ status: [NOT_CANCELLABLE] });
      app.outbox.wake();
      return answer(id);
    },
  );

  app.get(
    '/helper/timezones',
    {
      onRequest: app.allow('USER'),
      schema: {
        tags,
        summary: 'The time zone bookings at the dealers of each state are made in',
        response: {
          200: {
            type: 'array',
            items: { type: 'object', properties: { state: { type: 'string' }, country: { type: 'string' }, timezone: { type: 'string' } } },
          },
        },
      },
    },
    async (): Promise<TimezoneEntry[]> => Object.entries(TIMEZONE_OF_STATE).map(([state, timezone]) => ({ state, country: countryOfState(state), timezone })),
  );
}
