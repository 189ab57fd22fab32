import { describe, expect, it } from 'vitest';
import { addressLines, type ListedDealer, matchesFilter } from './dealer-text.ts';

const dealer: ListedDealer = {
  id: 1,
  name: 'Harbour GWM Haval',
  address_line_1: '12 Pacific Highway',
  address_line_2: '',
  suburb: 'Gordon',
  state: 'NSW',
  postcode: '2072',
  sales_phone: '02 9498 1111',
};

describe('a dealer as a list shows it', () => {
  it('reads its address as the street lines and then suburb, state and postcode', () => {
    expect(addressLines(dealer)).toEqual(['12 Pacific Highway', 'Gordon NSW 2072']);
    expect(addressLines({ ...dealer, address_line_2: 'Unit 4' })).toEqual(['12 Pacific Highway', 'Unit 4', 'Gordon NSW 2072']);
  });

  it('matches a filter by name, suburb, state, postcode or phone, in any case', () => {
    for (const filter of ['harbour', 'GORDON', 'nsw 2072', '9498', '  pacific   gwm ', '']) expect(matchesFilter(dealer, filter)).toBe(true);
  });

  it('needs every word typed to match', () => {
    expect(matchesFilter(dealer, 'gordon vic')).toBe(false);
    expect(matchesFilter(dealer, 'auckland')).toBe(false);
  });
});
