// An owner's country follows their state (docs/owner-app.md 6): Australia for the eight
// Australian states and territories in any case, New Zealand otherwise, an empty state included.
import type { Country } from './generated/types.ts';

export const AUSTRALIAN_STATES = ['NSW', 'QLD', 'VIC', 'ACT', 'TAS', 'SA', 'WA', 'NT'] as const;

export function countryOfState(state: string | null | undefined): Country {
  return (AUSTRALIAN_STATES as readonly string[]).includes((state ?? '').trim().toUpperCase()) ? 'AU' : 'NZ';
}

/** The region of a marketing message that speaks to a country. */
export const REGION_OF_COUNTRY = { AU: 'Australia', NZ: 'New Zealand' } as const;
