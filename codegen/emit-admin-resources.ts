// Emits the back-office resource definitions: for every entity with generic operations, its
// screen path, list columns, dialog uiSchema, page sizes, capabilities and sync buttons.
import type { EntityDescription, JsonSchema } from '../shared/entity-types.ts';
import type { CellKind, ColumnPriority, FieldKind, ScreenColumn, ScreenField, ScreenResource } from '../shared/screen-types.ts';
import { ONE_LINE } from '../shared/limits.ts';
import type { SchemaSet } from './load.ts';
import { banner } from './output.ts';

const typesOf = (p: JsonSchema) => [p.type].flat().filter((t) => t !== 'null') as string[];

function cellKind(prop: JsonSchema): CellKind {
  const [type] = typesOf(prop);
  if (prop['x-money']) return 'money';
  if (prop.enum) return 'enum';
  if (prop.format === 'date') return 'date';
  if (prop.format === 'date-time') return 'datetime';
  if (type === 'boolean') return 'boolean';
  if (type === 'integer' || type === 'number') return 'number';
  if (type === 'array') return 'list';
  if (type === 'object') return 'object';
  return 'text';
}

function column(entity: EntityDescription, field: string, byId: Map<string, EntityDescription>): ScreenColumn {
  const prop = entity.schema.properties![field]!;
  const ref = entity.references.find((r) => r.field === field);
  const out: ScreenColumn = { field, label: String(prop.title ?? field), kind: ref?.embed ? 'record' : cellKind(prop) };
  if (prop['x-enum-labels']) out.labels = prop['x-enum-labels'] as Record<string, string>;
  if (ref?.embed) out.embed = { name: ref.embed, titleField: byId.get(ref.entity)?.titleField };
  if (prop['x-list'] === 'hidden') out.hidden = true;
  // What names a record stays in its row, unless the schema says otherwise.
  const priority = (prop['x-list-priority'] as ColumnPriority | undefined) ?? (field === entity.titleField ? 'high' : undefined);
  if (priority) out.priority = priority;
  if (prop['x-multiline']) out.multiline = true;
  return out;
}

function fieldKind(entity: EntityDescription, field: string): FieldKind | undefined {
  if (entity.references.some((r) => r.field === field)) return 'reference';
  const prop = entity.schema.properties![field]!;
  const kind = cellKind(prop);
  // A text in a fixed form (a pattern of its own, such as a local date and time) would need an input of its own.
  if (kind === 'text') return prop.pattern && prop.pattern !== ONE_LINE.pattern ? undefined : kind;
  return kind === 'list' || kind === 'object' || kind === 'record' ? undefined : kind;
}

/**
 * The fields a list is filtered by (its columns' and its references) and those set in bulk
 * (writable, not unique and not text, which names one record: one value on many records), each by
 * its kind.
 */
function screenFields(entity: EntityDescription, byId: Map<string, EntityDescription>): ScreenField[] {
  const { filters, ranges, list, readOnly, writeOnly, unique } = entity.fields;
  return [...filters, ...ranges.filter((f) => !filters.includes(f))].flatMap((field) => {
    const kind = fieldKind(entity, field);
    if (!kind) return [];
    const prop = entity.schema.properties![field]!;
    const target = byId.get(entity.references.find((r) => r.field === field)?.entity ?? '');
    const out: ScreenField = { field, label: String(prop.title ?? field), kind };
    if (kind === 'enum') {
      const labels = (prop['x-enum-labels'] ?? {}) as Record<string, string>;
      out.options = (prop.enum as unknown[]).filter((v) => v !== null).map((v) => ({ value: String(v), label: labels[String(v)] ?? String(v) }));
    }
    if (kind === 'reference' && target?.operations.includes('list')) out.resource = target.route;
    if (kind === 'text') out.maxLength = prop.maxLength as number;
    if (list.includes(field) || (kind === 'reference' && out.resource)) out.filter = true;
    const settable = kind === 'reference' ? Boolean(out.resource) : kind !== 'text';
    if (settable && ![readOnly, writeOnly, unique].some((names) => names.includes(field))) out.bulk = true;
    return out.filter || out.bulk ? [out] : [];
  });
}

/** The dialog: writable fields in schema order, each with the widget its keywords ask for. */
function uiSchema(entity: EntityDescription): Record<string, unknown> {
  const props = entity.schema.properties!;
  const editable = entity.fields.all.filter((f) => !entity.fields.readOnly.includes(f));
  const ui: Record<string, unknown> = { 'ui:order': [...editable, '*'] };
  for (const field of editable) {
    const prop = props[field]!;
    const options: Record<string, unknown> = {};
    const widget = (prop['x-widget'] as string | undefined) ?? (prop['x-money'] ? 'money' : prop['x-multiline'] ? 'textarea' : undefined);
    if (widget) options['ui:widget'] = widget;
    if (prop['x-enum-labels']) {
      const labels = prop['x-enum-labels'] as Record<string, string>;
      options['ui:enumNames'] = (prop.enum as unknown[]).filter((v) => v !== null).map((v) => labels[String(v)] ?? String(v));
    }
    if (Object.keys(options).length) ui[field] = options;
  }
  return ui;
}

/** The generic screens' resource, path and label: small enough for the owner bundle and the server to route by. */
export function emitScreenPaths(set: SchemaSet): string {
  const screens = set.entities.filter((e) => e.operations.includes('list')).map((e) => ({ resource: e.route, path: e.screenPath, label: e.plural }));
  return [
    banner('//', 'schemas/entities/'),
    `export const GENERIC_SCREENS: readonly { resource: string; path: string; label: string }[] = ${JSON.stringify(screens)};`,
    '',
  ].join('\n');
}

export function emitAdminResources(set: SchemaSet): string {
  const byId = new Map(set.entities.map((e) => [e.id, e]));
  const resources: ScreenResource[] = set.entities
    .filter((e) => e.operations.includes('list'))
    .map((entity) => ({
      name: entity.route,
      entity: entity.id as ScreenResource['entity'],
      label: entity.plural,
      singular: entity.title,
      path: entity.screenPath,
      columns: entity.fields.list.map((f) => column(entity, f, byId)),
      fields: screenFields(entity, byId),
      uiSchema: uiSchema(entity),
      // docs/back-office.md 9: owner and postcode lists page by 50; catalogue tables show all.
      pageSizes: entity.pageSize === 50 ? [50, 100, 500, -1] : [10, 50, 100, 200, -1],
      defaultPageSize: entity.pageSize,
      can: {
        create: entity.operations.includes('create'),
        edit: entity.operations.includes('update'),
        delete: entity.operations.includes('delete'),
        search: entity.operations.includes('search'),
      },
      sync: entity.sync,
      titleField: entity.titleField,
    }));
  return [
    banner('//', 'schemas/entities/'),
    "import type { ScreenResource } from '../../shared/screen-types.ts';",
    '',
    `export const resources: ScreenResource[] = ${JSON.stringify(resources, null, 2)};`,
    '',
  ].join('\n');
}
