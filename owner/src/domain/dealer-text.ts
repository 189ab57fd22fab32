// A dealer as the owner's dealer lists and panels show it (docs/owner-app.md 2.12 to 2.14): its
// address as lines, and whether it matches what the owner typed in a filter box.
import type { Dealer } from '../../../shared/generated/types.ts';

/** What a list row or a details panel reads of a dealer; any dealer answer fits. */
export type ListedDealer = Pick<Dealer, 'id' | 'name' | 'address_line_1' | 'suburb' | 'state' | 'postcode'> &
  Partial<Pick<Dealer, 'address_line_2' | 'sales_phone'>>;

/** The street lines, then "Suburb STATE postcode"; empty parts are left out. */
export function addressLines(dealer: ListedDealer): string[] {
  const place = [dealer.suburb, dealer.state, dealer.postcode].filter(Boolean).join(' ');
  return [dealer.address_line_1, dealer.address_line_2, place].filter((line): line is string => Boolean(line?.trim()));
}

const fold = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, ' ').trim();

/** Every word typed appears somewhere in the name, the address or the phone, in any case. */
export function matchesFilter(dealer: ListedDealer, filter: string): boolean {
  const words = fold(filter).split(' ').filter(Boolean);
  if (!words.length) return true;
  const text = fold([dealer.name, dealer.sales_phone ?? '', ...addressLines(dealer)].join(' '));
  return words.every((word) => text.includes(word));
}
