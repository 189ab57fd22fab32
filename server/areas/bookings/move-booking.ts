// An owner's move of their open booking to another date and time at its dealer, by the rules of a
// new booking: requested again, the dealer's note of the time it confirmed dropped, the calendar's
// revision raised, and the dealer and the owner emailed, in one transaction.
import type { BookingType } from '../../../shared/generated/types.ts';
import { InputError, notFound } from '../../core/errors.ts';
import { bookingRepository } from '../../queries/bookings.ts';
import { dealerRepository } from '../../queries/dealers.ts';
import { queueMail } from '../../queries/outbox.ts';
import type { SessionUser } from '../../queries/tokens.ts';
import { CHOOSE_DEALER } from '../garage/dealer-routes.ts';
import { type BookingContext, DEFAULT_SLOT_CAPACITY, SLOT_FULL, refuseUnbookable } from './booking-calls.ts';
import { dealerMoveEmail } from './dealer-emails.ts';
import { ownerMoveEmail } from './owner-emails.ts';

const NOT_MOVABLE = 'Only a booking that is requested or confirmed can be moved.';

/** Moves the owner's booking `id` to `moment` ("YYYY-MM-DD HH:mm"). */
export async function moveBooking({ db, publicUrl, takeOwnerCall }: BookingContext, owner: SessionUser, id: number, moment: string): Promise<void> {
  const booking = await bookingRepository(db).find(id);
  if (!booking || booking.user_id !== owner.id) throw notFound('This booking');
  await takeOwnerCall(owner.id);
  const [vehicle, dealer] = await Promise.all([
    bookingRepository(db).ownersVehicle(owner.id, booking.vehicle_id),
    dealerRepository(db).enabled(booking.dealer_id),
  ]);
  if (!vehicle || !dealer) throw new InputError({ dealer_id: [CHOOSE_DEALER] });
  refuseUnbookable(dealer, moment);
  await db.transaction(async (tx) => {
    const bookings = bookingRepository(tx);
    const before = await bookings.lockOpenOwned(id, owner.id);
    if (!before) throw new InputError({ status: [NOT_MOVABLE] });
    if (await bookings.slotFull(before.dealer_id, moment, dealer.slot_capacity ?? DEFAULT_SLOT_CAPACITY, id)) throw new InputError({ date: [SLOT_FULL] });
    const row = await bookings.update(id, { date: moment, status: 'requested', dealer_note: null }, true);
    const facts = { ...row, type: (row.type ?? 'service') as BookingType, owner, vehicle, dealer };
    await queueMail(tx, [dealerMoveEmail(facts, before.date), ownerMoveEmail(facts, publicUrl, before.date)]);
  });
}
