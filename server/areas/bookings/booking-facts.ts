// What the emails of a booking say of it: the booking as stored, its owner, vehicle and dealer,
// and the words its emails share (the day and time, the dealer's address).
import { BOOKING_TYPE_WORDS } from '../../../shared/booking-life.ts';
import type { BookingType } from '../../../shared/generated/types.ts';
import type { Db } from '../../db/connect.ts';
import type { dealers } from '../../generated/tables.ts';
import { type BookingRow, bookingRepository } from '../../queries/bookings.ts';
import { dealerRepository } from '../../queries/dealers.ts';
import type { SessionUser } from '../../queries/tokens.ts';
import { userRepository } from '../../queries/users.ts';

type Dealer = typeof dealers.$inferSelect;

export type BookingFacts = Omit<BookingRow, 'type'> & {
  type: BookingType;
  owner: Pick<SessionUser, 'firstname' | 'lastname' | 'email' | 'mobile_phone' | 'other_phone'>;
  vehicle: { registration: string; vin: string; label: string };
  dealer: Dealer;
};

export const typeWord = (type: BookingType) => BOOKING_TYPE_WORDS[type] ?? BOOKING_TYPE_WORDS.service;

export const addressOf = (dealer: Dealer) =>
  [dealer.address_line_1, dealer.address_line_2, `${dealer.suburb} ${dealer.state} ${dealer.postcode}`].filter(Boolean).join(', ');

export const ownerName = ({ owner }: Pick<BookingFacts, 'owner'>) => `${owner.firstname} ${owner.lastname}`;

/** The facts of a stored booking, read through `db` (a change's transaction); undefined when its owner's account is gone. */
export async function factsOf(db: Db, row: BookingRow): Promise<BookingFacts | undefined> {
  const [owner, vehicle, dealer] = await Promise.all([
    row.user_id === null ? undefined : userRepository(db).byId(row.user_id),
    row.user_id === null ? undefined : bookingRepository(db).ownersVehicle(row.user_id, row.vehicle_id),
    dealerRepository(db).find(row.dealer_id),
  ]);
  if (!owner || !vehicle || !dealer) return undefined;
  return { ...row, type: (row.type ?? 'service') as BookingType, owner, vehicle, dealer };
}
