// The keyboard on a list's rows: each row is a Tab stop; the arrows, Home and End move between
// rows, Space ticks the row for a bulk action and Enter opens it (its edit dialog). Keys pressed
// on a button inside the row stay that button's.
import type { KeyboardEvent } from 'react';

interface RowKeys {
  onToggle?: () => void;
  onOpen?: () => void;
}

const focus = (row: Element | null | undefined) => (row as HTMLElement | null | undefined)?.focus();

/** The nearest row from here that is a Tab stop: a record's second row (its detail) is passed over. */
function rowFrom(start: Element | null | undefined, step: (row: Element) => Element | null): Element | null | undefined {
  let row = start;
  while (row && !row.hasAttribute('tabindex')) row = step(row);
  return row;
}
const next = (row: Element) => row.nextElementSibling;
const previous = (row: Element) => row.previousElementSibling;

export const rowKeyHandler =
  ({ onToggle, onOpen }: RowKeys) =>
  (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget) return;
    const row = event.currentTarget;
    const move: Record<string, () => Element | null | undefined> = {
      ArrowDown: () => rowFrom(next(row), next),
      ArrowUp: () => rowFrom(previous(row), previous),
      Home: () => rowFrom(row.parentElement?.firstElementChild, next),
      End: () => rowFrom(row.parentElement?.lastElementChild, previous),
    };
    const act: Record<string, (() => void) | undefined> = { ' ': onToggle, Enter: onOpen };
    if (move[event.key]) focus(move[event.key]!());
    else if (act[event.key]) act[event.key]!();
    else return;
    event.preventDefault();
  };
