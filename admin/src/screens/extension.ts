// What a generic screen needs beyond its schema (Refine's resource meta in spirit), declared by
// the feature that draws it as `export const screen` in its `*-screen.ts(x)` (extensions.ts finds
// them). Keep one short: a screen that needs more than this is a hand-built page
// (shared/back-office-sections.ts).
import type { BaseRecord } from '@refinedev/core';
import type { UiSchema } from '@rjsf/utils';
import type { ComponentType, ReactNode } from 'react';
import type { ScreenResource } from '../../../shared/screen-types.ts';
import type { BulkRemove } from './bulk-actions.tsx';
import type { Column } from './columns.ts';

/** One tab of a list: its fixed filters (the API's query) and what a record added there starts with. */
export interface ScreenTab {
  value: string;
  label: string;
  filters: Record<string, string | boolean>;
  defaults?: Record<string, unknown>;
  /** What this tab offers where it is less than the screen does (no adding where the API would make another kind of record). */
  can?: Partial<ScreenResource['can']>;
  /** What the tab's list is called where the resource's plural alone is not enough ("Active dealers"). */
  listLabel?: string;
  /** What a record added here is sent with that its form does not ask, as the server keeps it from the form (a dealer's staff member's role). */
  sends?: Record<string, unknown>;
  /** The tab's own list and dialog where its records are of another kind (dealer staff: their dealer and a first password), and fields its dialog requires besides the schema's. */
  own?: Pick<ResourceExtension, 'columns' | 'uiSchema'> & { required?: string[] };
}

/** A button in the screen's header that goes to another page ("Bulk Load Users"). */
export interface ScreenLink {
  label: string;
  to: string;
}

/** A hand-built dialog for the records it claims (a how-to video), opened by their edit button in place of the generic form. */
export interface RecordEditor {
  claims: (record: BaseRecord) => boolean;
  Dialog: ComponentType<{ record: BaseRecord | undefined; opened: boolean; onClose: () => void }>;
}

/** A delete that does something else (a dealer is disabled): the word and warning of the ticked rows' action, the row's button and the dialog that asks for one record. */
export interface Removal extends BulkRemove {
  Icon: ComponentType<{ size?: number }>;
  Dialog: ComponentType<{ record: BaseRecord | null; onClose: () => void }>;
}

/** A second row under each record, opened by a toggle at the start of its row (a dealer's PMA postcodes). */
export interface RowExpansion {
  /** What the second row shows, as the toggle's hidden column heading; the toggle reads "<heading> of <record>". */
  heading: string;
  Detail: ComponentType<{ record: BaseRecord }>;
}

export interface ResourceExtension {
  /** Merged over the generated dialog uiSchema, field by field. */
  uiSchema?: UiSchema;
  /** Reshapes the generated list columns. */
  columns?: (columns: Column[]) => Column[];
  /** What the screen offers where it is less than the API allows (a list of saved configurations is not added to by staff). */
  can?: Partial<ScreenResource['can']>;
  /** The list split into tabs, the first shown by default. */
  tabs?: ScreenTab[];
  links?: ScreenLink[];
  /** Create and Update stay disabled while the form is invalid, rather than showing the messages on submit. */
  submitWhenValid?: boolean;
  /** What a new record starts with besides its schema's and its tab's defaults; asked at each add, as it may be today's date. */
  newRecord?: () => Record<string, unknown>;
  /** Shown above the edit dialog's fields: what the listed record holds that its form does not (the dealers a postcode is allocated to). */
  summary?: (record: BaseRecord) => ReactNode;
  /** Header buttons the feature draws with their own dialogs (the Content section's uploads). */
  actions?: ComponentType;
  editor?: RecordEditor;
  remove?: Removal;
  /** What deleting the record takes with it, said in the delete confirmation (an owner's vehicles, bookings and photos). */
  deleteNote?: ComponentType<{ record: BaseRecord }>;
  /** The feature's own buttons at the end of a row, after edit and delete, with their own dialogs (a disabled dealer's Restore). */
  rowActions?: ComponentType<{ record: BaseRecord }>;
  expand?: RowExpansion;
}

/** A feature's extension of one resource's generic screen. */
export interface ScreenExtension extends ResourceExtension {
  /** The resource (API route) it extends. */
  resource: string;
}
