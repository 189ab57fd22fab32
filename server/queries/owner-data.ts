// The reads of an owner's data export (areas/accounts/export-owner-data.ts shapes them): every one
// bound to the owner's own id, so nothing of another owner's can come with it.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { OwnerData } from '../../shared/generated/types.ts';
import type { Db } from '../db/connect.ts';
import { dealers, models, recallVehicles, recalls, users, vehicleServices, vehicles } from '../generated/tables.ts';

type Recall = OwnerData['recalls'][number];

/** The recall campaigns on the owner's vehicles' VINs (docs/decisions.md, "Recalls"), with when each VIN was remedied. */
export async function recallsOf(db: Db, vins: string[]): Promise<Recall[]> {
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

export async function ownVehicles(db: Db, userId: number) {
  return db
    .select({ vehicle: vehicles, brand: models.brand, model: models.model, variant: models.variant })
    .from(vehicles)
    .leftJoin(models, eq(models.id, vehicles.models_id))
    .where(eq(vehicles.user_id, userId))
    .orderBy(asc(vehicles.registration));
}

export async function ownBookings(db: Db, userId: number) {
  return db
    .select({ booking: vehicleServices, registration: vehicles.registration, dealer: dealers.name })
    .from(vehicleServices)
    .innerJoin(dealers, eq(dealers.id, vehicleServices.dealer_id))
    .leftJoin(vehicles, eq(vehicles.id, vehicleServices.vehicle_id))
    .where(eq(vehicleServices.user_id, userId))
    .orderBy(desc(vehicleServices.date));
}

/** The account with its preferred dealer's name; undefined when the account is gone. */
export async function accountWithDealer(db: Db, userId: number) {
  const [found] = await db
    .select({ user: users, dealer: dealers.name })
    .from(users)
    .leftJoin(dealers, eq(dealers.id, users.dealers_id))
    .where(eq(users.id, userId));
  return found;
}
