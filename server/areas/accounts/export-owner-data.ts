// What GET /api/user/export hands an owner (docs/decisions.md, "The owner's data"): their account,
// consents, vehicles, bookings, recalls and the photos they uploaded, as links, in a file named by
// the day it was made.
import type { OwnerData } from '../../../shared/generated/types.ts';
import { fileUrl } from '../../core/file-addresses.ts';
import type { Db } from '../../db/connect.ts';
import { accountWithDealer, ownBookings, ownVehicles, recallsOf } from '../../queries/owner-data.ts';

const iso = (at: Date | null) => at?.toISOString() ?? null;
const consentOf = (given: boolean | null, changedAt: Date | null, unset: boolean) => ({ given: given ?? unset, changed_at: iso(changedAt) });

/** The file's name: the day it was made, as the owner will find it among their downloads. */
export const exportFileName = (data: OwnerData) => `mygwm-data-${data.exported_at.slice(0, 10)}.json`;

/** The owner's data as the export answers it; undefined when the account is gone. `publicUrl` makes the photos' links whole. */
export async function ownerData(db: Db, userId: number, publicUrl: string): Promise<OwnerData | undefined> {
  const found = await accountWithDealer(db, userId);
  if (!found) return undefined;
  const { user } = found;
  const [cars, bookings] = await Promise.all([ownVehicles(db, userId), ownBookings(db, userId)]);
  const photoUrl = (key: string | null) => (key ? `${publicUrl}${fileUrl(key)}` : null);
  return {
    exported_at: new Date().toISOString(),
    account: {
      ...pick(user, ['id', 'email', 'firstname', 'lastname', 'mobile_phone', 'home_phone', 'other_phone', 'address_line_1', 'address_line_2', 'suburb']),
      ...pick(user, ['state', 'postcode', 'crm_id', 'login_count']),
      preferred_dealer: user.dealers_id !== null && found.dealer !== null ? { id: user.dealers_id, name: found.dealer } : null,
      registered_at: iso(user.registered_at),
      created_at: user.created_at.toISOString(),
    },
    consents: {
      marketing: consentOf(user.consent, user.consent_changed_at, false),
      // Reminders are on unless the owner turned them off (a null never chose).
      service_reminders: consentOf(user.service_reminders, user.service_reminders_changed_at, true),
    },
    vehicles: cars.map(({ vehicle, brand, model, variant }) => ({
      ...pick(vehicle, ['id', 'registration', 'vin', 'engine_number', 'year', 'colour_code', 'nickname', 'kilometers']),
      ...pick(vehicle, ['registration_date', 'purchase_date', 'roadside_expiry_date']),
      model: [brand, model, variant].filter(Boolean).join(' ') || null,
      photo_url: photoUrl(vehicle.my_image),
    })),
    bookings: bookings.map(({ booking, registration, dealer }) => ({
      ...pick(booking, [
        'id',
        'vehicle_id',
        'date',
        'type',
        'status',
        'odometer',
        'description',
        'dealer_note',
        'decline_reason',
        'service_odometer',
        'work_done',
      ]),
      registration,
      dealer,
      created_at: booking.created_at.toISOString(),
    })),
    recalls: await recallsOf(
      db,
      cars.map(({ vehicle }) => vehicle.vin),
    ),
    photos: cars.flatMap(({ vehicle }) => (vehicle.my_image ? [{ vehicle_id: vehicle.id, url: photoUrl(vehicle.my_image)! }] : [])),
  };
}

function pick<T extends object, K extends keyof T>(row: T, keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<T, K>;
}
