// The dealer as the API reads it: the schema's record plus its PMAs, the postcodes allocated to
// it (the schema's x-embed-many), and where its screens live.
import type { BaseRecord } from '@refinedev/core';
import type { Dealer } from '../../../../shared/generated/types.ts';

export const DEALERS = 'dealers';

/** One postcode allocated to a dealer (a PMA). */
export interface Pma {
  id: number;
  postcode: string;
  locality: string;
}

export type DealerRecord = Dealer & { dealer_p_m_as?: Pma[]; pma_count?: number };

/** A row of the generic list is a dealer as the API reads it. */
export const asDealer = (record: BaseRecord) => record as DealerRecord;

/** How many PMAs the dealer has: the API counts them; a record without the count lists them. */
export const pmaCount = (dealer: DealerRecord) => dealer.pma_count ?? dealer.dealer_p_m_as?.length ?? 0;

/** Where the list and the separate page live. */
export const DEALERS_PATH = '/dealers';
export const dealerPagePath = (id?: number) => `${DEALERS_PATH}/${id ?? 'new'}`;
