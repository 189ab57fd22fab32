// What GET /api/user/export hands an owner (docs/decisions.md, "The owner's data"): their account,
// consents, vehicles, bookings, recalls and the photos they uploaded, as links. Every read is bound
// to the owner's own id, so nothing of another owner's can come with it.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { OwnerData } from '../../shared/generated/types.ts';
import type { Db } from '../db/connect.ts';
import { dealers, models, recallVehicles, recalls, users, vehicleServices, vehicles } from '../generated/tables.ts';
import { fileUrl } from '../files/addresses.ts';

type Recall = OwnerData['recalls'][number];

const iso = (at: Date | null) => at?.toISOString() ?? null;
const consentOf = (given: boolean | null, changedAt: Date | null, unset: boolean) => ({ given: given ?? unset, changed_at: iso(changedAt) });

/** The recall campaigns on the owner's vehicles' VINs (docs/decisions.md, "Recalls"), with when each VIN was remedied. */
async function recallsOf(db: Db, vins: string[]): Promise<Recall[]> {
  if (!vins.length) return [];
  return db
    .select({
      vin: recallVehicles.vin,
      reference: recalls.reference,
      title: recalls.title,
      risk: recalls.risk,
      remedy: recalls.remedy,
      published_date: recalls.published_date,
      active: recalls.active,
      remedied_date: recallVehicles.remedied_date,
    })
    .from(recallVehicles)
    .innerJoin(recalls, eq(recalls.id, recallVehicles.recalls_id))
    .where(inArray(recallVehicles.vin, vins))
    .orderBy(asc(recallVehicles.vin), asc(recalls.reference));
}

async function ownVehicles(db: Db, userId: number) {
  return db
    .select({ vehicle: vehicles, brand: models.brand, model: models.model, variant: models.variant })
    .from(vehicles)
    .leftJoin(models, eq(models.id, vehicles.models_id))
    .where(eq(vehicles.user_id, userId))
    .orderBy(asc(vehicles.registration));
}

async function ownBookings(db: Db, userId: number) {
  return db
    .select({ booking: vehicleServices, registration: vehicles.registration, dealer: dealers.name })
    .from(vehicleServices)
    .innerJoin(dealers, eq(dealers.id, vehicleServices.dealer_id))
    .leftJoin(vehicles, eq(vehicles.id, vehicleServices.vehicle_id))
    .where(eq(vehicleServices.user_id, userId))
    .orderBy(desc(vehicleServices.date));
}

/** The owner's data as the export answers it; undefined when the account is gone. `publicUrl` makes the photos' links whole. */
export async function ownerData(db: Db, userId: number, publicUrl: string): Promise<OwnerData | undefined> {
  const [found] = await db
    .select({ user: users, dealer: dealers.name })
    .from(users)
    .leftJoin(dealers, eq(dealers.id, users.dealers_id))
    .where(eq(users.id, userId));
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
