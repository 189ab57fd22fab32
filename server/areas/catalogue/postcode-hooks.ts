// Postcodes: the country follows the state (a country sent with a state is overruled: the back
// office's dialog does not ask for one), lists filter by allocation, and the `dealer` of a
// request allocates the postcode to that dealer in the slot of the dealer's brand.
import type { Db } from '../../db/connect.ts';
import { InputError } from '../../core/errors.ts';
import { type Allocation, allocatedCondition, dealerSlot } from '../../queries/postcode-allocation.ts';
import type { Row } from '../../queries/records/records.ts';
import type { EntityHooks } from '../records/hooks.ts';

export const postcodeHooks: EntityHooks = {
  prepare(body) {
    if (!body.state) return body;
    return { ...body, country: body.state === 'NZ' ? 'NZ' : 'AU' };
  },

  listQuery: { allocation: { type: 'string', enum: ['allocated', 'orphaned'], description: 'Allocated to a dealer, or to none.' } },

  listWhere: (query) =>
    query.allocation ? { sql: allocatedCondition(query.allocation as Allocation), shape: `allocation ${String(query.allocation)}` } : undefined,

  // The allocation is part of the same write, checked before it: an unknown dealer leaves nothing behind.
  beforeCreate: (values, body, { db }) => withAllocation(values, body, db),
  beforeUpdate: (values, body, _existing, { db }) => withAllocation(values, body, db),
};

/** Adds the slot of the body's `dealer` (by the dealer's brand) to the values being written. */
async function withAllocation(values: Row, body: Row, db: Db): Promise<Row> {
  const dealerId = body.dealer;
  if (dealerId === undefined || dealerId === null) return values;
  const slot = await dealerSlot(db, Number(dealerId));
  if (!slot) throw new InputError({ dealer: [`There is no dealer ${String(dealerId)}.`] });
  return { ...values, ...slot };
}
