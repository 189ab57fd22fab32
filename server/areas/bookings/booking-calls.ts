// What the booking use cases and routes share: what they run with, the owner's allowance of booking
// changes (each emails a dealer), whether a dealer takes a booking at a moment, the dealer's slot
// capacity when it has not said, and the booking as the routes answer it.
import type { FastifyInstance } from 'fastify';
import { bookingProblem } from '../../../shared/booking-rules.ts';
import { entities } from '../../../shared/generated/entities.ts';
import type { DealerHours } from '../../../shared/generated/types.ts';
import { HttpError, InputError } from '../../core/errors.ts';
import type { Db } from '../../db/connect.ts';
import type { dealers } from '../../generated/tables.ts';
import { present, recordRepository } from '../../queries/records/records.ts';
import { throttle, waitInWords } from '../../platform/throttle.ts';

const HOUR = 3600;

/** Open bookings a dealer takes in one half hour when it has not said: its schema's default. */
export const DEFAULT_SLOT_CAPACITY = entities.dealer.schema.properties!.slot_capacity!.default as number;
export const SLOT_FULL = 'The dealer is fully booked at this time. Please choose another time.';

/** Refuses (422 under `date`) a "YYYY-MM-DD HH:mm" the dealer takes no booking at, in the booking rules' words; a new booking, a move and a dealer's other time alike. */
export function refuseUnbookable(dealer: Pick<typeof dealers.$inferSelect, 'dealer_hours' | 'state'>, moment: string): void {
  const [date, time] = moment.split(' ') as [string, string];
  const problem = bookingProblem({ dealer_hours: dealer.dealer_hours as DealerHours | null, state: dealer.state }, date, time);
  if (problem) throw new InputError({ date: [problem.message] });
}

export type TakeOwnerCall = (ownerId: number) => Promise<void>;

/** What every booking use case runs with: the database, the portal's address for the emails' links, the owner's allowance. */
export interface BookingContext {
  db: Db;
  publicUrl: string;
  takeOwnerCall: TakeOwnerCall;
}

/** Each booking, move and cancel emails a dealer: an owner gets ten an hour, then waits (429). */
export function ownerCallAllowance(app: FastifyInstance): TakeOwnerCall {
  const ownerCalls = throttle(app.database.db, { free: 10, firstWaitSeconds: 60, maxWaitSeconds: HOUR, forgetSeconds: HOUR });
  return async (ownerId) => {
    const wait = await ownerCalls.take([`booking:${ownerId}`]);
    if (wait > 0) throw new HttpError(429, `You have made many booking changes in a short time. Please try again in ${waitInWords(wait)}.`, wait);
  };
}

/** A booking as GET /api/vehicleservices/{id} answers it. */
export function bookingAnswer(app: FastifyInstance) {
  const records = recordRepository(app.database.db, entities['vehicle-service']);
  return async (id: number) => {
    const [row] = await records.embed([(await records.find(id))!]);
    return present(entities['vehicle-service'], row!);
  };
}
