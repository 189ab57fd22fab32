// Dealers take opening hours either as `dealer_hours` or, as the dealer screens send them, as
// `hours` by weekday; deleting a dealer disables it and frees its postcodes (PMAs).
import { eq, inArray, or } from 'drizzle-orm';
import { enums } from '../../shared/generated/entities.ts';
import { dealers, postcodes } from '../generated/tables.ts';
import type { Row } from '../repositories/records.ts';
import type { EntityHooks } from './hooks.ts';

type Hours = Record<string, { open?: string; close?: string } | undefined>;

export const dealerHooks: EntityHooks = {
  prepare(body) {
    const { hours, editDealerId: _ignored, ...rest } = body as Row & { hours?: Hours; editDealerId?: unknown };
    if (!hours || typeof hours !== 'object' || rest.dealer_hours) return rest;
    return {
      ...rest,
      dealer_hours: enums.weekday.map((day) => ({ day, open: hours[day]?.open ?? '', close: hours[day]?.close ?? '' })),
    };
  },

  // In the delete's own transaction (db), so the postcodes are freed only with the dealer disabled.
  async remove(id, { db }) {
    await db.update(postcodes).set({ gwm_dealers_id: null }).where(eq(postcodes.gwm_dealers_id, id));
    await db.update(postcodes).set({ haval_dealers_id: null }).where(eq(postcodes.haval_dealers_id, id));
    const changed = await db.update(dealers).set({ enabled: false, updated_at: new Date() }).where(eq(dealers.id, id)).returning({ id: dealers.id });
    return changed.length > 0;
  },

  /** Each dealer's PMAs: the postcodes allocated to it. */
  async expand(rows, { db }) {
    const ids = rows.map((r) => r.id as number);
    if (!ids.length) return rows;
    const allocated = await db
      .select({
        id: postcodes.id,
        postcode: postcodes.postcode,
        locality: postcodes.locality,
        gwm: postcodes.gwm_dealers_id,
        haval: postcodes.haval_dealers_id,
      })
      .from(postcodes)
      .where(or(inArray(postcodes.gwm_dealers_id, ids), inArray(postcodes.haval_dealers_id, ids)))
      .orderBy(postcodes.postcode);
    return rows.map((row) => {
      const mine = allocated.filter((p) => p.gwm === row.id || p.haval === row.id).map(({ id, postcode, locality }) => ({ id, postcode, locality }));
      return { ...row, dealer_p_m_as: mine, pma_count: mine.length };
    });
  },
};
