// A filterable list of dealers to choose from (docs/owner-app.md 2.13, 2.14): a labelled filter
// box, then one row per dealer with its name, address and sales phone, a tick on the chosen one.
// It is a listbox whose rows take the focus in turn: the arrow keys, Home and End move, Enter,
// Space or a click chooses. Choosing is the caller's to act on (save, show a panel); moving
// does not choose, since a choice may save at once.
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { addressLines, type ListedDealer, matchesFilter } from './dealer-text.ts';
import { Icon } from '../ui/icons.tsx';
import './dealer-list.css';

interface DealerListProps<D extends ListedDealer> {
  dealers: readonly D[];
  /** The dealer that carries the tick. */
  selectedId?: number | null;
  onChoose: (dealer: D) => void;
  /** Names the list for screen readers ("Dealers"). */
  label: string;
  filterLabel?: string;
  /** The list's height in pixels (the booking page's 400): a longer list scrolls inside it, a shorter one, filtered, shrinks to its rows. */
  height?: number;
  /** While a choice is being saved: the rows say so and ignore further choices. */
  busy?: boolean;
  /** What an empty list says when no filter is typed. */
  emptyText?: string;
}

const MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowDown: (i, last) => Math.min(i + 1, last),
  ArrowUp: (i) => Math.max(i - 1, 0),
  Home: () => 0,
  End: (_, last) => last,
};

export function DealerList<D extends ListedDealer>({
  dealers,
  selectedId,
  onChoose,
  label,
  filterLabel = 'Filter dealers',
  height,
  busy = false,
  emptyText = 'There are no dealers to show.',
}: DealerListProps<D>) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const [activeId, setActiveId] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const rows = useRef(new Map<number, HTMLLIElement>());
  const shown = useMemo(() => dealers.filter((dealer) => matchesFilter(dealer, filter)), [dealers, filter]);
  // The row that takes the focus: the last one moved to, else the chosen one, else the first.
  const active = shown.find((d) => d.id === activeId) ?? shown.find((d) => d.id === selectedId) ?? shown[0];

  // A long list opens with the chosen dealer in sight.
  useEffect(() => {
    const list = listRef.current;
    const row = selectedId == null ? undefined : rows.current.get(selectedId);
    if (height && list && row) list.scrollTop = row.offsetTop - (list.clientHeight - row.offsetHeight) / 2;
  }, [height, selectedId, dealers]);

  const focusRow = (dealer: D | undefined) => {
    if (!dealer) return;
    setActiveId(dealer.id);
    rows.current.get(dealer.id)?.focus();
  };
  const choose = (dealer: D) => {
    setActiveId(dealer.id);
    if (!busy) onChoose(dealer);
  };

  function onRowKey(event: KeyboardEvent, dealer: D, index: number) {
    const move = MOVES[event.key];
    if (move) focusRow(shown[move(index, shown.length - 1)]);
    else if (event.key === 'Enter' || event.key === ' ') choose(dealer);
    else return;
    event.preventDefault();
  }

  const noun = dealers.length === 1 ? 'dealer' : 'dealers';
  const count = shown.length === dealers.length ? `${dealers.length} ${noun}` : `${shown.length} of ${dealers.length} ${noun}`;
  return (
    <div className="dealer-list">
      <div className="field">
        <label htmlFor={`${id}-filter`} className="field__label">
          {filterLabel}
        </label>
        <input
          id={`${id}-filter`}
          type="search"
          className="field__input"
          value={filter}
          maxLength={100}
          autoComplete="off"
          placeholder="Name, suburb, state or postcode"
          aria-describedby={`${id}-count`}
          onChange={(event) => setFilter(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowDown' || !active) return;
            event.preventDefault();
            focusRow(active);
          }}
        />
      </div>
      <p id={`${id}-count`} className="dealer-list__count" aria-live="polite">
        {count}
      </p>
      {shown.length === 0 ? (
        <p className="dealer-list__empty">{filter.trim() ? `No dealer matches “${filter.trim()}”.` : emptyText}</p>
      ) : (
        <ul
          ref={listRef}
          role="listbox"
          aria-label={label}
          aria-busy={busy}
          className={`dealer-list__rows${height ? ' dealer-list__rows--fixed' : ''}`}
          style={height ? { maxHeight: height } : undefined}
        >
          {shown.map((dealer, index) => {
            const selected = dealer.id === selectedId;
            return (
              <li
                key={dealer.id}
                ref={(row) => {
                  if (row) rows.current.set(dealer.id, row);
                  else rows.current.delete(dealer.id);
                }}
                role="option"
                aria-selected={selected}
                aria-disabled={busy || undefined}
                tabIndex={dealer === active ? 0 : -1}
                className={`dealer-list__row${selected ? ' dealer-list__row--selected' : ''}`}
                onClick={() => choose(dealer)}
                onKeyDown={(event) => onRowKey(event, dealer, index)}
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
          })}
        </ul>
      )}
    </div>
  );
}
