// A model's spec links beyond the generic records: where a new link goes in the model's order.
import { eq, max } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { modelSpecs } from '../generated/tables.ts';

/** The order after the model's last link (0 for its first); `db` may be the change's transaction. */
export async function nextSpecOrder(db: Db, modelId: number): Promise<number> {
  const [last] = await db
    .select({ last: max(modelSpecs.order) })
    .from(modelSpecs)
    .where(eq(modelSpecs.models_id, modelId));
  return (last?.last ?? -1) + 1;
}
