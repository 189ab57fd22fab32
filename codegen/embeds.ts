// The fields a record read carries besides its columns, for the types and OpenAPI: each embedded
// reference (`x-embed`, the record or null) and each embedded list (`x-embed-many`, with its count).
import type { EntityDescription, JsonSchema } from '../shared/entity-types.ts';

interface Shapes {
  /** A reference to the record type of an entity, as the emitted document names it. */
  recordOf(entityId: string): JsonSchema;
  /** The properties of an entity's record as the emitted document states them. */
  propertiesOf(entity: EntityDescription): Record<string, JsonSchema>;
}

export function embedProperties(entity: EntityDescription, byId: Record<string, EntityDescription>, shapes: Shapes): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const ref of entity.references.filter((r) => r.embed)) {
    const target = byId[ref.entity]!;
    const record = target.embeddedFields ? fieldsOf(target, target.embeddedFields, shapes) : shapes.recordOf(ref.entity);
    out[ref.embed!] = { description: `The record ${ref.field} names.`, readOnly: true, anyOf: [record, { type: 'null' }] };
  }
  for (const many of entity.embedsMany) {
    const child = byId[many.entity]!;
    out[many.name] = {
      type: 'array',
      description: `The ${child.title} records whose ${many.via.join(' or ')} names it.`,
      readOnly: true,
      items: listed(child, many.fields, byId, shapes),
    };
    if (many.count) out[many.count] = { type: 'integer', description: `How many ${many.name} it has.`, readOnly: true };
  }
  return out;
}

/**
 * One listed row: the child's record, or only the named fields (`embed.field` from its embedded
 * record, by the field's name; `embed` the embedded record as the child's own read carries it).
 */
function listed(child: EntityDescription, fields: string[] | undefined, byId: Record<string, EntityDescription>, shapes: Shapes): JsonSchema {
  if (!fields) return shapes.recordOf(child.id);
  const properties: Record<string, JsonSchema> = {};
  for (const field of fields) {
    const [own, embedded] = field.split('.') as [string, string | undefined];
    if (embedded === undefined && child.references.some((r) => r.embed === own)) {
      properties[own] = embedProperties(child, byId, shapes)[own]!;
      continue;
    }
    const source = embedded === undefined ? child : byId[child.references.find((r) => r.embed === own)!.entity]!;
    const name = embedded ?? own;
    properties[name] = shapes.propertiesOf(source)[name]!;
  }
  return closed(properties);
}

/** A record of `entity` holding only `fields` (what another record embeds of it). */
function fieldsOf(entity: EntityDescription, fields: string[], shapes: Shapes): JsonSchema {
  const all = shapes.propertiesOf(entity);
  return closed(Object.fromEntries(fields.map((field) => [field, all[field]!])));
}

const closed = (properties: Record<string, JsonSchema>): JsonSchema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});
