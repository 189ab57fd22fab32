import { describe, expect, it } from 'vitest';
import { colourNameLookup } from './colour-names.ts';

const nameOf = colourNameLookup([
  { code: 'WT01', name: 'Pearl White', country: 'AU' },
  { code: 'WT01', name: 'Glacier White', country: 'NZ' },
  { code: 'RD01', name: 'Flame Red', country: 'AU' },
  { code: 'XX01', name: null, country: 'AU' },
]);

describe('colour names by code', () => {
  it("names a code as the vehicle's country does", () => {
    expect(nameOf('WT01', 'NZ')).toBe('Glacier White');
    expect(nameOf('WT01', 'AU')).toBe('Pearl White');
  });

  it('falls back to any country, and knows nothing of an unknown or unnamed code', () => {
    expect(nameOf('RD01', 'NZ')).toBe('Flame Red');
    expect(nameOf('RD01')).toBe('Flame Red');
    expect(nameOf('XX01', 'AU')).toBeUndefined();
    expect(nameOf('ZZ99')).toBeUndefined();
  });
});
