// The rows a person has ticked for a bulk action, among those on screen: a row that leaves the
// page (another page, a filter) leaves the selection, so an action never reaches rows no one sees.
// The tick boxes are named after the list and the record ("Select Ocean Blue").
import { Checkbox } from '@mantine/core';
import type { BaseRecord } from '@refinedev/core';
import { useCallback, useMemo, useState } from 'react';

type Id = number;

export interface RowSelection {
  /** The ticked rows' ids, in the page's order. */
  ids: Id[];
  has: (id: Id) => boolean;
  toggle: (id: Id) => void;
  toggleAll: () => void;
  clear: () => void;
  all: boolean;
  some: boolean;
}

const idOf = (record: BaseRecord) => record.id as Id;

export function useRowSelection(rows: readonly BaseRecord[]): RowSelection {
  const [ticked, setTicked] = useState<ReadonlySet<Id>>(new Set());
  const shown = useMemo(() => rows.map(idOf), [rows]);
  const ids = useMemo(() => shown.filter((id) => ticked.has(id)), [shown, ticked]);
  const all = shown.length > 0 && ids.length === shown.length;
  const toggle = useCallback(
    (id: Id) =>
      setTicked((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  return {
    ids,
    has: (id) => ticked.has(id) && shown.includes(id),
    toggle,
    toggleAll: () => setTicked(all ? new Set() : new Set(shown)),
    clear: () => setTicked(new Set()),
    all,
    some: ids.length > 0 && !all,
  };
}

/** The header's box: every row of the page, or none. */
export function SelectAllCheckbox({ selection, label }: { selection: RowSelection; label: string }) {
  return <Checkbox aria-label={`Select all ${label} on this page`} checked={selection.all} indeterminate={selection.some} onChange={selection.toggleAll} />;
}

/** A row's box, named after its record. */
export function RowCheckbox({ selection, id, name }: { selection: RowSelection; id: Id; name: string }) {
  // Space on the focused row ticks it too (row-keys.ts): the box itself stays out of the Tab order.
  return (
    <Checkbox
      aria-label={`Select ${name}`}
      checked={selection.has(id)}
      onChange={() => selection.toggle(id)}
      tabIndex={-1}
      onClick={(event) => event.stopPropagation()}
    />
  );
}
