// One generic screen's definition: the generated resource with its declared extension applied
// (columns, dialog uiSchema), how its records are named (lib/record-naming.ts), and a tab's where
// it has its own.
import type { UiSchema } from '@rjsf/utils';
import { resources } from '../../generated/resources.ts';
import type { ScreenResource } from '../../../shared/screen-types.ts';
import { type RecordNaming, recordNaming } from '../lib/record-naming.ts';
import { type Column, columnsFor } from './columns.ts';
import type { ResourceExtension, ScreenTab } from './extension.ts';
import { EXTENSIONS } from './extensions.ts';

export interface Definition
  extends
    ScreenResource,
    Pick<
      ResourceExtension,
      'tabs' | 'links' | 'submitWhenValid' | 'newRecord' | 'summary' | 'actions' | 'editor' | 'remove' | 'deleteNote' | 'rowActions' | 'expand'
    >,
    Pick<RecordNaming, 'nameOf' | 'pickerNameOf'> {
  listColumns: Column[];
  uiSchema: UiSchema;
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
  const { nameOf, pickerNameOf } = recordNaming(name);
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
    pickerNameOf,
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
