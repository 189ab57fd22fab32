// Postcodes: the country follows the state, lists filter by allocation, and the `dealer` of a
// request allocates the postcode to that dealer in the slot of the dealer's brand.
import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { InputError } from '../errors.ts';
import { dealers, postcodes } from '../generated/tables.ts';
import type { EntityHooks } from './hooks.ts';

export const postcodeHooks: EntityHooks = {
  prepare(body) {
    if (!body.state || body.country) return body;
    return { ...body, country: body.state === 'NZ' ? 'NZ' : 'AU' };
  },

  listQuery: { allocation: { type: 'string', enum: ['allocated', 'orphaned'], description: 'Allocated to a dealer, or to none.' } },

  listWhere(query) {
    const allocated = or(isNotNull(postcodes.gwm_dealers_id), isNotNull(postcodes.haval_dealers_id));
    if (query.allocation === 'allocated') return allocated;
    if (query.allocation === 'orphaned') return and(isNull(postcodes.gwm_dealers_id), isNull(postcodes.haval_dealers_id));
    return undefined;
  },

  async afterWrite(record, body, { app }) {
    const dealerId = body.dealer;
    if (dealerId === undefined || dealerId === null) return;
    const { db } = app.database;
    const [dealer] = await db.select({ brand: dealers.brand }).from(dealers).where(eq(dealers.id, Number(dealerId))).limit(1);
    if (!dealer) throw new InputError({ dealer: [`There is no dealer ${String(dealerId)}.`] });
    const slot = dealer.brand === 'Haval' ? { haval_dealers_id: Number(dealerId) } : { gwm_dealers_id: Number(dealerId) };
    await db.update(postcodes).set(slot).where(eq(postcodes.id, record.id as number));
  },
};
