// An owner's booking of a service, a repair or a recall repair (docs/decisions.md, "Owner garage,
// vehicle, dealer and booking", "Recalls"): one of their own vehicles, at an enabled dealer of their
// country, at a time the dealer takes bookings (shared/booking-rules.ts), while the vehicle has no
// other open booking and the dealer a place in that half hour. Saved in one transaction with the
// vehicle's odometer and the emails to the dealer and the owner, which go out whatever the mail
// server does meanwhile (platform/mail/sender.ts).
import { countryOfState } from '../../../shared/country.ts';
import { entities } from '../../../shared/generated/entities.ts';
import type { SchemaTypes } from '../../generated/schema-types.ts';
import { InputError } from '../../core/errors.ts';
import { type BookingRow, bookingRepository } from '../../queries/bookings.ts';
import { dealerRepository } from '../../queries/dealers.ts';
import { queueMail } from '../../queries/outbox.ts';
import { recallRepository } from '../../queries/recalls.ts';
import type { SessionUser } from '../../queries/tokens.ts';
import { CHOOSE_DEALER } from '../garage/dealer-routes.ts';
import { type BookingContext, DEFAULT_SLOT_CAPACITY, SLOT_FULL, refuseUnbookable } from './booking-calls.ts';
import { dealerRequestEmail } from './dealer-emails.ts';
import { ownerRequestEmail } from './owner-emails.ts';

const VEHICLE = 'Please choose one of your vehicles.';
const OTHER_COUNTRY = 'Please choose a dealer in your country.';
const NO_RECALL = 'This vehicle has no open recall to book: please book a service or a repair.';
const ALREADY_BOOKED = 'This vehicle already has a booking the dealer expects. Please cancel it in My bookings before booking another.';

const DESCRIPTION_MAX = entities['vehicle-service'].schema.properties!.description!.maxLength as number;

/** A recall booking is for a vehicle with an open recall; the dealer reads which ones, then the owner's words. */
async function recallDescription({ db }: BookingContext, owner: SessionUser, vehicleId: number, text: string | null | undefined): Promise<string> {
  const open = await recallRepository(db).ownersRecalls(owner.id, owner.state, [vehicleId]);
  if (!open.length) throw new InputError({ type: [NO_RECALL] });
  const lines = open.map((recall) => `Recall ${recall.reference}: ${recall.title}`);
  return [...lines, text?.trim()].filter(Boolean).join('\n').slice(0, DESCRIPTION_MAX);
}

/** Books as the owner asks; answers the new booking. */
export async function requestBooking(context: BookingContext, owner: SessionUser, body: SchemaTypes['VehicleServiceInput']): Promise<BookingRow> {
  const { db, publicUrl } = context;
  await context.takeOwnerCall(owner.id);
  const vehicle = await bookingRepository(db).ownersVehicle(owner.id, body.vehicle_id);
  if (!vehicle) throw new InputError({ vehicle_id: [VEHICLE] });
  const dealer = await dealerRepository(db).enabled(body.dealer_id);
  if (!dealer) throw new InputError({ dealer_id: [CHOOSE_DEALER] });
  if (dealer.country?.toUpperCase() !== countryOfState(owner.state)) throw new InputError({ dealer_id: [OTHER_COUNTRY] });
  refuseUnbookable(dealer, body.date);
  const type = body.type ?? 'service';
  const description = type === 'recall' ? await recallDescription(context, owner, vehicle.id, body.description) : body.description?.trim() || null;
  const booking = { user_id: owner.id, vehicle_id: vehicle.id, dealer_id: dealer.id, date: body.date, odometer: body.odometer, type, description };
  return db.transaction(async (tx) => {
    const bookings = bookingRepository(tx);
    await bookings.lockVehicle(booking.vehicle_id);
    if (await bookings.vehicleBooked(booking.vehicle_id)) throw new InputError({ vehicle_id: [ALREADY_BOOKED] });
    if (await bookings.slotFull(dealer.id, booking.date, dealer.slot_capacity ?? DEFAULT_SLOT_CAPACITY)) throw new InputError({ date: [SLOT_FULL] });
    const row = await bookings.insert(booking);
    const facts = { ...row, type, owner, vehicle, dealer };
    await queueMail(tx, [dealerRequestEmail(facts), ownerRequestEmail(facts, publicUrl)]);
    return row;
  });
}
