// One generic screen's definition: the generated resource with its declared extension applied
// (columns, dialog uiSchema, how a record is named), and a tab's where it has its own.
import type { BaseRecord } from '@refinedev/core';
import type { UiSchema } from '@rjsf/utils';
import { resources } from '../../generated/resources.ts';
import type { ScreenResource } from '../../../shared/screen-types.ts';
import { type Column, columnsFor } from './columns.ts';
import type { ResourceExtension, ScreenTab } from './extension.ts';
import { EXTENSIONS } from './extensions.ts';

export interface Definition
  extends
    ScreenResource,
    Pick<
      ResourceExtension,
      'tabs' | 'links' | 'submitWhenValid' | 'newRecord' | 'summary' | 'actions' | 'editor' | 'remove' | 'deleteNote' | 'rowActions' | 'expand'
    > {
  listColumns: Column[];
  uiSchema: UiSchema;
  /** The words that name one record ("Ocean Blue", "Cannon Alpha (CAA-LUX-24)"). */
  nameOf: (record: BaseRecord) => string;
  /** How another record's picker offers one ("GWM Cannon Lux 4WD (CC1031PA4L)"). */
  pickerNameOf: (record: BaseRecord) => string;
  /** Fields the dialog requires besides the schema's (a tab's: a dealer's staff member's dealer). */
  required?: string[];
}

/** The generated uiSchema with the extension's merged over it, field by field. */
function mergeUi(generated: Record<string, unknown>, extra: UiSchema = {}): UiSchema {
  const merged: Record<string, unknown> = { ...generated };
  for (const [key, value] of Object.entries(extra)) {
    const base = merged[key];
    merged[key] = base && typeof base === 'object' && !Array.isArray(base) && typeof value === 'object' ? { ...base, ...value } : value;
  }
  return merged as UiSchema;
}

const cache = new Map<string, Definition>();

export function definitionOf(name: string): Definition {
  const cached = cache.get(name);
  if (cached) return cached;
  const resource = resources.find((r) => r.name === name);
  if (!resource) throw new Error(`No generated resource "${name}"`);
  const extension = EXTENSIONS[name] ?? {};
  const uiSchema = mergeUi(resource.uiSchema, extension.uiSchema);
  const columns = columnsFor(resource.columns, uiSchema);
  const title = resource.titleField;
  const nameOf = extension.recordName ?? ((record: BaseRecord) => String((title && record[title]) || `${resource.singular} ${String(record.id ?? '')}`.trim()));
  const definition: Definition = {
    ...resource,
    can: { ...resource.can, ...extension.can },
    tabs: extension.tabs,
    links: extension.links,
    submitWhenValid: extension.submitWhenValid,
    newRecord: extension.newRecord,
    summary: extension.summary,
    actions: extension.actions,
    editor: extension.editor,
    remove: extension.remove,
    deleteNote: extension.deleteNote,
    rowActions: extension.rowActions,
    expand: extension.expand,
    uiSchema,
    listColumns: (extension.columns ? extension.columns(columns) : columns).filter((c) => !c.hidden),
    nameOf,
    pickerNameOf: extension.pickerName ?? nameOf,
  };
  cache.set(name, definition);
  return definition;
}

/** The definition a tab shows: the screen's, with the tab's own list, dialog and required fields where it has them. */
export function tabDefinition(name: string, tab: ScreenTab | undefined): Definition {
  const screen = definitionOf(name);
  if (!tab?.own) return screen;
  const key = `${name}?tab=${tab.value}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const { columns, uiSchema, required } = tab.own;
  const merged = mergeUi(screen.uiSchema, uiSchema);
  const generated = columnsFor(screen.columns, merged);
  const definition: Definition = {
    ...screen,
    uiSchema: merged,
    listColumns: columns ? columns(generated).filter((c) => !c.hidden) : screen.listColumns,
    required,
  };
  cache.set(key, definition);
  return definition;
}
