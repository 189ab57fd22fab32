// The dealer list's behaviour: the filter, the row that takes the focus in turn (the last one moved
// to, else the chosen one, else the first), the keys that move it or choose, and a long list opened
// with the chosen dealer in sight. Moving does not choose, since a choice may save at once.
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { type ListedDealer, matchesFilter } from './dealer-text.ts';

const MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowDown: (i, last) => Math.min(i + 1, last),
  ArrowUp: (i) => Math.max(i - 1, 0),
  Home: () => 0,
  End: (_, last) => last,
};

interface DealerListOptions<D extends ListedDealer> {
  dealers: readonly D[];
  selectedId?: number | null;
  onChoose: (dealer: D) => void;
  height?: number;
  busy: boolean;
}

export function useDealerList<D extends ListedDealer>({ dealers, selectedId, onChoose, height, busy }: DealerListOptions<D>) {
  const [filter, setFilter] = useState('');
  const [activeId, setActiveId] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const rows = useRef(new Map<number, HTMLLIElement>());
  const shown = useMemo(() => dealers.filter((dealer) => matchesFilter(dealer, filter)), [dealers, filter]);
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
  /** Each row's element, kept by its dealer for the focus and the scroll. */
  const keepRow = (id: number, row: HTMLLIElement | null) => {
    if (row) rows.current.set(id, row);
    else rows.current.delete(id);
  };

  function onRowKey(event: KeyboardEvent, dealer: D, index: number) {
    const move = MOVES[event.key];
    if (move) focusRow(shown[move(index, shown.length - 1)]);
    else if (event.key === 'Enter' || event.key === ' ') choose(dealer);
    else return;
    event.preventDefault();
  }
  // The down arrow in the filter box goes on to the rows.
  function onFilterKey(event: KeyboardEvent) {
    if (event.key !== 'ArrowDown' || !active) return;
    event.preventDefault();
    focusRow(active);
  }

  return { filter, setFilter, shown, active, listRef, keepRow, choose, onRowKey, onFilterKey };
}
