import { describe, expect, it } from 'vitest';
import { countryOfState } from './country.ts';

describe('countryOfState', () => {
  it('reads the eight Australian states and territories in any case as Australia', () => {
    for (const state of ['NSW', 'qld', 'Vic', 'act', 'TAS', 'sa', 'WA', 'nt', ' nsw ']) expect(countryOfState(state)).toBe('AU');
  });

  it('reads anything else, an empty state included, as New Zealand', () => {
    for (const state of ['NZ', '', null, undefined, 'Auckland']) expect(countryOfState(state)).toBe('NZ');
  });
});
