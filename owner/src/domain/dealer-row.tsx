// One dealer of the dealer list: an option with its name, address and sales phone, and a tick
// when it is the chosen one.
import type { KeyboardEvent } from 'react';
import { addressLines, type ListedDealer } from './dealer-text.ts';
import { Icon } from '../ui/icons.tsx';

interface DealerRowProps {
  dealer: ListedDealer;
  selected: boolean;
  /** Whether it is the row the Tab key reaches. */
  active: boolean;
  busy: boolean;
  rowRef: (row: HTMLLIElement | null) => void;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

export function DealerRow({ dealer, selected, active, busy, rowRef, onClick, onKeyDown }: DealerRowProps) {
  return (
    <li
      ref={rowRef}
      role="option"
      aria-selected={selected}
      aria-disabled={busy || undefined}
      tabIndex={active ? 0 : -1}
      className={`dealer-list__row${selected ? ' dealer-list__row--selected' : ''}`}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <span className="dealer-list__name">{dealer.name}</span>
      {addressLines(dealer).map((line) => (
        <span key={line} className="dealer-list__line">
          {line}
        </span>
      ))}
      {dealer.sales_phone && <span className="dealer-list__line">Sales {dealer.sales_phone}</span>}
      {selected && <Icon name="tick" className="dealer-list__tick" />}
    </li>
  );
}
