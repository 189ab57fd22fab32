// What the booking routes share: the owner's allowance of booking changes (each emails a dealer),
// the dealer's slot capacity when it has not said, and the booking as the routes answer it.
import type { FastifyInstance } from 'fastify';
import { entities } from '../../../shared/generated/entities.ts';
import { HttpError } from '../../errors.ts';
import { present, recordRepository } from '../../repositories/records.ts';
import { throttle, waitInWords } from '../../services/throttle.ts';

const HOUR = 3600;

/** Open bookings a dealer takes in one half hour when it has not said: its schema's default. */
export const DEFAULT_SLOT_CAPACITY = entities.dealer.schema.properties!.slot_capacity!.default as number;
export const SLOT_FULL = 'The dealer is fully booked at this time. Please choose another time.';

export type TakeOwnerCall = (ownerId: number) => Promise<void>;

/** Each booking, move and cancel emails a dealer: an owner gets ten an hour, then waits (429). */
export function ownerCallAllowance(app: FastifyInstance): TakeOwnerCall {
  const ownerCalls = throttle(app.database.db, { free: 10, firstWaitSeconds: 60, maxWaitSeconds: HOUR, forgetSeconds: HOUR });
  return async (ownerId) => {
    const wait = await ownerCalls.take([`booking:${ownerId}`]);
    if (wait > 0) throw new HttpError(429, `You have made many booking changes in a short time. Please try again in ${waitInWords(wait)}.`);
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
