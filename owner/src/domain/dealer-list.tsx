// A filterable list of dealers to choose from (docs/owner-app.md 2.13, 2.14): a labelled filter
// box, then one row per dealer with its name, address and sales phone, a tick on the chosen one.
// It is a listbox whose rows take the focus in turn: the arrow keys, Home and End move, Enter,
// Space or a click chooses (use-dealer-list.ts). Choosing is the caller's to act on (save, show a
// panel); moving does not choose, since a choice may save at once.
import { type KeyboardEvent, useId } from 'react';
import type { ListedDealer } from './dealer-text.ts';
import { DealerRow } from './dealer-row.tsx';
import { useDealerList } from './use-dealer-list.ts';
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

interface FilterProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/** The filter box, described by the count of the dealers it leaves. */
function DealerFilter({ id, label, value, onChange, onKeyDown }: FilterProps) {
  return (
    <div className="field">
      <label htmlFor={`${id}-filter`} className="field__label">
        {label}
      </label>
      <input
        id={`${id}-filter`}
        type="search"
        className="field__input"
        value={value}
        maxLength={100}
        autoComplete="off"
        placeholder="Name, suburb, state or postcode"
        aria-describedby={`${id}-count`}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}

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
  const { filter, setFilter, shown, active, listRef, keepRow, choose, onRowKey, onFilterKey } = useDealerList({ dealers, selectedId, onChoose, height, busy });
  const noun = dealers.length === 1 ? 'dealer' : 'dealers';
  const count = shown.length === dealers.length ? `${dealers.length} ${noun}` : `${shown.length} of ${dealers.length} ${noun}`;
  return (
    <div className="dealer-list">
      <DealerFilter id={id} label={filterLabel} value={filter} onChange={setFilter} onKeyDown={onFilterKey} />
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
          {shown.map((dealer, index) => (
            <DealerRow
              key={dealer.id}
              dealer={dealer}
              selected={dealer.id === selectedId}
              active={dealer === active}
              busy={busy}
              rowRef={(row) => keepRow(dealer.id, row)}
              onClick={() => choose(dealer)}
              onKeyDown={(event) => onRowKey(event, dealer, index)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
