// The dealer as the API reads it: the schema's record plus its PMAs, the postcodes allocated to
// it (server/entities/dealer.ts), and what the screens send back.
import type { Dealer } from '../../../../shared/generated/types.ts';

export const DEALERS = 'dealers';

/** One postcode allocated to a dealer (a PMA). */
export interface Pma {
  id: number;
  postcode: string;
  locality: string;
}

export type DealerRecord = Dealer & { dealer_p_m_as?: Pma[]; pma_count?: number };

/** How many PMAs the dealer has: the API counts them; a record without the count lists them. */
export const pmaCount = (dealer: DealerRecord) => dealer.pma_count ?? dealer.dealer_p_m_as?.length ?? 0;

/** What POST /api/dealers and PUT /api/dealers/{id} take: every field the form edits. */
export type DealerPayload = Omit<Dealer, 'id' | 'created_at' | 'updated_at' | 'enabled'>;

/** Where the list and the separate page live. */
export const DEALERS_PATH = '/dealers';
export const dealerPagePath = (id?: number) => `${DEALERS_PATH}/${id ?? 'new'}`;
