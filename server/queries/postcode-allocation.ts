// Postcodes allocated to dealers (the dealers' PMAs): each postcode has a slot for a GWM dealer
// and one for a Haval dealer. Disabling a dealer frees its postcodes; lists filter by allocation.
import { type SQL, and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { dealers, postcodes } from '../generated/tables.ts';

export type Allocation = 'allocated' | 'orphaned';

/** Postcodes allocated to some dealer, or to none. */
export function allocatedCondition(allocation: Allocation): SQL {
  if (allocation === 'allocated') return or(isNotNull(postcodes.gwm_dealers_id), isNotNull(postcodes.haval_dealers_id))!;
  return and(isNull(postcodes.gwm_dealers_id), isNull(postcodes.haval_dealers_id))!;
}

/** The values that allocate a postcode to a dealer: the slot of its brand; undefined when there is no such dealer. */
export async function dealerSlot(db: Db, dealerId: number): Promise<{ gwm_dealers_id: number } | { haval_dealers_id: number } | undefined> {
  const [dealer] = await db.select({ brand: dealers.brand }).from(dealers).where(eq(dealers.id, dealerId)).limit(1);
  if (!dealer) return undefined;
  return dealer.brand === 'Haval' ? { haval_dealers_id: dealerId } : { gwm_dealers_id: dealerId };
}

/** Disables a dealer and frees its postcodes; `db` is the delete's transaction, so neither happens without the other. False when there is no such dealer. */
export async function disableDealer(db: Db, id: number): Promise<boolean> {
  await db.update(postcodes).set({ gwm_dealers_id: null }).where(eq(postcodes.gwm_dealers_id, id));
  await db.update(postcodes).set({ haval_dealers_id: null }).where(eq(postcodes.haval_dealers_id, id));
  const changed = await db.update(dealers).set({ enabled: false, updated_at: new Date() }).where(eq(dealers.id, id)).returning({ id: dealers.id });
  return changed.length > 0;
}
