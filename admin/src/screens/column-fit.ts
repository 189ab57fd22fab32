// Which of a list's columns fold into its rows' details so that the table fits its box, with no
// sideways scrolling at a laptop's 1280 px beside the drawer: the lowest priority first (the
// schema's `x-list-priority`), the rightmost first among equals, never a `high` one. Measured in the
// browser: the table is laid out with every column, then folds while it is wider than its box; a
// new width of the box, new rows or other columns start again from every column, before the
// browser paints. Cards on a phone fit as they are, so nothing folds there.
import { useEffect, useLayoutEffect, useState } from 'react';
import type { Column } from './columns.ts';

const NONE: ReadonlySet<string> = new Set();

/** The columns in the order they fold: `low` before the unmarked, the rightmost first among equals; a `high` one never. */
export function foldOrder(columns: readonly Column[]): Column[] {
  const rank = (column: Column) => (column.priority === 'low' ? 0 : 1);
  return columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => column.priority !== 'high')
    .sort((a, b) => rank(a.column) - rank(b.column) || b.index - a.index)
    .map(({ column }) => column);
}

/**
 * The ids of the columns folded once `excess` pixels more are freed: those folded already, then the
 * next in fold order until their widths add up to it (at least one more while any is left).
 */
export function foldMore(order: readonly Column[], folded: ReadonlySet<string>, excess: number, widthOf: (id: string) => number): ReadonlySet<string> {
  const next = new Set(folded);
  let freed = 0;
  for (const column of order) {
    if (freed >= excess) break;
    if (next.has(column.id)) continue;
    next.add(column.id);
    freed += widthOf(column.id);
  }
  return next;
}

/** The header cells name their column (`data-column`), so their widths say what folding one frees. */
const widthsOf = (table: HTMLTableElement) =>
  new Map([...table.querySelectorAll<HTMLElement>('thead th[data-column]')].map((th) => [th.dataset.column, th.offsetWidth]));

/** The table's ref and the ids of the columns folded out of its rows; `rows` are what it shows, as their width counts. */
export function useColumnFit(columns: readonly Column[], rows: unknown) {
  const [table, setTable] = useState<HTMLTableElement | null>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  const ids = columns.map((c) => c.id).join();
  // What was folded, and for which columns, rows and width: any of them new, every column shows again.
  const [fit, setFit] = useState({ ids, rows, boxWidth, folded: NONE });
  const folded = fit.ids === ids && fit.rows === rows && fit.boxWidth === boxWidth ? fit.folded : NONE;

  useEffect(() => {
    const box = table?.parentElement;
    if (!box) return;
    // The border box, which a scrollbar appearing inside it does not change.
    const observer = new ResizeObserver(([entry]) => setBoxWidth(Math.round(entry?.borderBoxSize[0]?.inlineSize ?? box.offsetWidth)));
    observer.observe(box);
    return () => observer.disconnect();
  }, [table]);

  // After a render, before the paint: while the table is wider than its box, fold more.
  useLayoutEffect(() => {
    const box = table?.parentElement;
    if (!table || !box) return;
    const excess = box.scrollWidth - box.clientWidth;
    if (excess <= 0) return;
    const widths = widthsOf(table);
    const next = foldMore(foldOrder(columns), folded, excess, (id) => widths.get(id) ?? 0);
    // Measuring the laid-out table is what a layout effect is for; the next render folds before the paint.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- it stops once the table fits or nothing is left to fold
    if (next.size > folded.size) setFit({ ids, rows, boxWidth, folded: next });
  }, [table, columns, ids, rows, boxWidth, folded]);

  return { tableRef: setTable, folded };
}
