// The list columns of a generic screen: the generated ones, with what their widgets imply (a
// colour shows its swatch; model codes also show the models they belong to), then the
// resource's declared extension.
import type { BaseRecord } from '@refinedev/core';
import type { ReactNode } from 'react';
import type { CellKind, ScreenColumn } from '../../../shared/screen-types.ts';

export type ColumnKind = CellKind | 'colour' | 'modelNames' | 'stack' | 'custom';

export interface Column extends Omit<ScreenColumn, 'kind'> {
  /** Unique within the table: one field may feed two columns (model names and codes). */
  id: string;
  kind: ColumnKind;
  sortable: boolean;
  /** A stack column: its parts, each shown on its own line. */
  parts?: Column[];
  /** A custom column: what its cell shows for a record. */
  render?: (record: BaseRecord) => ReactNode;
  /** The room the column keeps where its kind's is wrong (cells.tsx, minWidthOf): a drawn "Yes" needs none. */
  minWidth?: number;
}

type FieldUi = Record<string, unknown> & { 'ui:widget'?: string; 'ui:options'?: Record<string, unknown> };

/** Lists and JSON are not sortable on the server; a reference would sort by its id, not its name. */
const UNSORTABLE = new Set<ColumnKind>(['list', 'object', 'record', 'modelNames', 'stack', 'custom']);

export const column = (from: ScreenColumn | Column, kind: ColumnKind = from.kind, label = from.label): Column => ({
  ...from,
  id: `${from.field}:${kind}`,
  kind,
  label,
  sortable: !UNSORTABLE.has(kind),
});

/** The generated columns, reading each field's dialog widget for how to show it. */
export function columnsFor(generated: ScreenColumn[], uiSchema: Record<string, unknown>): Column[] {
  return generated.flatMap((c) => {
    const ui = uiSchema[c.field] as FieldUi | undefined;
    if (ui?.['ui:widget'] === 'colour') return [column(c, 'colour')];
    if (ui?.['ui:widget'] !== 'modelCodes') return [column(c)];
    // Without a code picker the codes are all those of the chosen models: the models say it all.
    if (ui['ui:options']?.codes === 'all-of-models') return [column(c, 'modelNames')];
    return [column(c, 'modelNames', 'Models'), column(c)];
  });
}

/** The priority of a column made of these (column-fit.ts): the highest of theirs. */
const priorityOf = (parts: Column[]): Column['priority'] =>
  parts.some((c) => c.priority === 'high') ? 'high' : parts.every((c) => c.priority === 'low') ? 'low' : undefined;

/** An extension that folds some columns into one, last, each part on its own line (a model's option costs). */
export const stackColumns =
  (label: string, fields: string[]) =>
  (columns: Column[]): Column[] => {
    const parts = columns.filter((c) => fields.includes(c.field));
    if (!parts.length) return columns;
    const stack: Column = { field: label, id: `${label}:stack`, label, kind: 'stack', sortable: false, parts, priority: priorityOf(parts) };
    return [...columns.filter((c) => !fields.includes(c.field)), stack];
  };

/**
 * An extension that lays the list out: the generated columns named by field, in this order, among
 * drawn ones. Every generated column is named unless its schema hides it (`x-list: "hidden"`, shown
 * inside a drawn column): a column left out by mistake fails here, not silently on screen.
 */
export const arrangeColumns =
  (...layout: (string | Column)[]) =>
  (columns: Column[]): Column[] => {
    // A drawn column sorted by a field shows it (a registration cell sorts by registration).
    const named = new Set(layout.map((item) => (typeof item === 'string' ? item : item.field)));
    const missing = columns.filter((c) => !c.hidden && !named.has(c.field)).map((c) => c.field);
    if (missing.length) throw new Error(`The list's layout leaves out ${missing.join(', ')}: name them, or mark them x-list "hidden" in the schema`);
    return layout.flatMap((item) => (typeof item === 'string' ? columns.filter((c) => c.field === item) : [item]));
  };

/**
 * A column the schema cannot describe (a contact card, an owner's vehicles), drawn by the screen.
 * Given a field, it sorts by that field on the server.
 */
export const customColumn = (label: string, render: (record: BaseRecord) => ReactNode, sortField?: string): Column => ({
  field: sortField ?? label,
  id: `${label}:custom`,
  label,
  kind: 'custom',
  sortable: sortField !== undefined,
  render,
});
