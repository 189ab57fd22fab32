// CRM owners: each row read comes with its CRM vehicles (`pentana_vehicles`, as the dealer system
// names them), fetched for the whole page in one query.
import { asc, inArray } from 'drizzle-orm';
import { pentanaVehicles } from '../generated/tables.ts';
import type { EntityHooks } from './hooks.ts';

export const pentanaHooks: EntityHooks = {
  async expand(rows, { db }) {
    const ids = rows.map((r) => r.id as number);
    if (!ids.length) return rows;
    const owned = await db
      .select()
      .from(pentanaVehicles)
      .where(inArray(pentanaVehicles.pentanas_id, ids))
      .orderBy(asc(pentanaVehicles.rego), asc(pentanaVehicles.id));
    return rows.map((row) => ({ ...row, pentana_vehicles: owned.filter((v) => v.pentanas_id === row.id) }));
  },
};
