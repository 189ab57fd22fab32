// The shape of a back-office resource as codegen emits it (admin/generated/resources.ts): what
// the generic screens need to list, filter, edit and delete an entity's records.
import type { EntityId } from './generated/entities.ts';
import type { SyncTarget } from './generated/types.ts';

/** How a value is shown in a list cell. */
export type CellKind = 'text' | 'number' | 'money' | 'date' | 'datetime' | 'boolean' | 'enum' | 'list' | 'record' | 'object';

export interface ScreenColumn {
  field: string;
  label: string;
  kind: CellKind;
  /** Labels of enum values, when they differ from the values. */
  labels?: Record<string, string>;
  /** For a reference: the embedded record's name and the field that names it. */
  embed?: { name: string; titleField?: string };
  /** `x-list: "hidden"`: shown by the screen inside a column it draws, not as a column of its own. */
  hidden?: true;
  /** Its claim on the row where the list is narrower than its columns (`x-list-priority`; the title field's is `high`): `high` never folds into the row's details, `low` folds first, unset between. */
  priority?: ColumnPriority;
  /** `x-multiline`: a text of sentences, a few lines of it in the row and the whole in the row's details. */
  multiline?: true;
}

export type ColumnPriority = 'high' | 'low';

/** How a field is filtered and set in bulk: a choice, yes or no, a record, a range of dates or numbers, or a whole text (filter only). */
export type FieldKind = 'enum' | 'boolean' | 'reference' | 'date' | 'datetime' | 'number' | 'money' | 'text';

/** A field staff can filter the list by or set on many records at once. */
export interface ScreenField {
  field: string;
  label: string;
  kind: FieldKind;
  /** An enum's values and their labels. */
  options?: { value: string; label: string }[];
  /** A reference's resource (its API route). */
  resource?: string;
  /** A text's longest value. */
  maxLength?: number;
  /** Offered as a filter beside the search (list columns and references). */
  filter?: true;
  /** Offered in a bulk edit (writable, not unique). */
  bulk?: true;
}

export interface ScreenResource {
  /** Refine resource name: the API route ("messages"). */
  name: string;
  entity: EntityId;
  label: string;
  singular: string;
  /** Path of the list screen ("/marketing"). */
  path: string;
  columns: ScreenColumn[];
  fields: ScreenField[];
  /** RJSF uiSchema of the create and edit dialog: field order, widgets, enum labels. */
  uiSchema: Record<string, unknown>;
  pageSizes: number[];
  defaultPageSize: number;
  can: { create: boolean; edit: boolean; delete: boolean; search: boolean };
  sync: SyncTarget[];
  titleField?: string;
}
