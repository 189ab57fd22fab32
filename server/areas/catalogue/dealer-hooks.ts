// Dealers take opening hours either as `dealer_hours` or, as the dealer screens send them, as
// `hours` by weekday; deleting a dealer disables it and frees its postcodes (PMAs, which reads
// carry: x-embed-many in schemas/entities/dealer.json).
import { enums } from '../../../shared/generated/entities.ts';
import { disableDealer } from '../../queries/postcode-allocation.ts';
import type { Row } from '../../queries/records/records.ts';
import type { EntityHooks } from '../records/hooks.ts';

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
  remove: async (id, { db }) => ((await disableDealer(db, id)) ? { files: [] } : undefined),
};
