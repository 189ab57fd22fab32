import { describe, expect, it } from 'vitest';
import { isCurrent, ownerLinks } from './owner-links.ts';

const hrefs = (dealers_id: number | null = null) => Object.fromEntries(ownerLinks({ dealers_id }).map((l) => [l.label, l.href]));

describe('the owner bar', () => {
  it('lists Garage, Dealers, Book Service and How to videos in that order', () => {
    expect(ownerLinks({ dealers_id: null }).map((l) => l.label)).toEqual(['Garage', 'Dealers', 'Book Service', 'How to videos']);
  });

  it('sends Dealers to the owner’s dealer when they have one, else to choosing one', () => {
    expect(hrefs(7)).toMatchObject({ Dealers: '/mydealer', Garage: '/home', 'Book Service': '/book/service', 'How to videos': '/how-to-videos' });
    expect(hrefs().Dealers).toBe('/changemydealer');
  });

  it('marks an item current on its own pages and the pages under them', () => {
    const [garage, dealers, book] = ownerLinks({ dealers_id: 7 });
    expect(isCurrent(dealers!, '/changemydealer')).toBe(true);
    expect(isCurrent(book!, '/book/repair')).toBe(true);
    expect(isCurrent(garage!, '/homepage')).toBe(false);
    expect(isCurrent(garage!, '/myvehicle/3')).toBe(false);
  });
});
