// What the create and edit dialog is built from: the entity's resolved schema without the
// fields the server owns, the screen's uiSchema with what every field needs besides, and the
// record sent back (empty inputs as null, so an optional field can be cleared).
import { getDefaultRegistry } from '@rjsf/core';
import { hasWidget, type RegistryWidgetsType, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import type { JsonSchema } from '../../../shared/entity-types.ts';
import { entities, type EntityId } from '../../../shared/generated/entities.ts';

type Property = JsonSchema & { enum?: unknown[]; readOnly?: boolean; writeOnly?: boolean };

/**
 * The writable part of an entity's schema, with `alsoRequired` marked required too (a tab's: the
 * server says so when one is missing). An optional enum lists its values without null: clearing the
 * choice is null.
 */
export function dialogSchema(entity: EntityId, alsoRequired: string[] = []): RJSFSchema {
  const { $id, properties = {}, required, errorMessage } = entities[entity].schema as JsonSchema & { required?: string[] };
  const writable = Object.entries(properties as Record<string, Property>)
    .filter(([, prop]) => !prop.readOnly)
    .map(([name, prop]) => [name, prop.enum ? { ...prop, enum: prop.enum.filter((v) => v !== null) } : prop]);
  const marked = alsoRequired.length ? [...(required ?? []), ...alsoRequired] : required;
  return { $id, type: 'object', properties: Object.fromEntries(writable), required: marked, errorMessage } as RJSFSchema;
}

/** A short list of choices is picked, not searched: a searchable select opens as soon as it is focused. */
const SEARCH_FROM = 10;

/** A value RJSF draws as fields of its own, never through a widget: an object, or a list of them. */
const isComposite = (prop: Property) => [prop.type].flat().includes('object') || [(prop.items as Property | undefined)?.type].flat().includes('object');

/**
 * The screen's uiSchema, plus: optional choices can be cleared and short ones are not searched. A
 * widget name the map does not have fails here, naming the field, rather than showing a plain
 * input (codegen already holds the schemas' names to the map; this catches an extension's).
 */
export function dialogUiSchema(schema: RJSFSchema, base: UiSchema, widgets: RegistryWidgetsType, columns: number): UiSchema {
  const ui: Record<string, unknown> = {
    ...base,
    'ui:options': { ...(base['ui:options'] as object), gridCols: columns },
    'ui:submitButtonOptions': { norender: true },
  };
  // RJSF's own widgets ('hidden', 'updown'...) are there whatever the theme offers.
  const known = { ...getDefaultRegistry().widgets, ...widgets };
  const required = new Set(schema.required ?? []);
  for (const [name, prop] of Object.entries(schema.properties ?? {}) as [string, Property][]) {
    const field = { ...(ui[name] as Record<string, unknown> | undefined) };
    const widget = field['ui:widget'];
    if (typeof widget === 'string' && !(widget in known) && !hasWidget(prop as RJSFSchema, widget, known))
      throw new Error(`The ${String(schema.$id)} dialog's field "${name}" names the widget "${widget}", which the widget map does not have`);
    // RJSF gives an object (or a list of them) its own fields, never a widget: the widget field hands it over.
    if (widget && isComposite(prop)) field['ui:field'] = 'widget';
    if (prop.enum) field['ui:options'] = { clearable: !required.has(name), searchable: prop.enum.length >= SEARCH_FROM, ...(field['ui:options'] as object) };
    ui[name] = field;
  }
  return ui as UiSchema;
}

/** The record as the API takes it: every writable field, an empty one as null; an untouched write-only one (a password) left out. */
export function payloadOf(schema: RJSFSchema, formData: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(schema.properties ?? {}) as [string, Property][]) {
    const value = formData[name];
    const empty = value === undefined || value === '';
    if (empty && prop.writeOnly) continue;
    out[name] = empty ? null : value;
  }
  return out;
}
