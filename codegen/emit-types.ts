// Emits TypeScript types for every entity, form and answer with json-schema-to-typescript, and
// each entity's body as written (`VehicleServiceInput`). Shared enums become named types once;
// property titles become doc comments.
import { compile } from 'json-schema-to-typescript';
import type { EntityDescription, JsonSchema } from '../shared/entity-types.ts';
import { typeName } from '../shared/naming.ts';
import { embedProperties } from './embeds.ts';
import type { SchemaSet } from './load.ts';
import { banner } from './output.ts';

/** Rewrites a schema for json-schema-to-typescript: local refs, no titles below the top, no x- keywords. */
function forTypes(node: unknown, top = false): unknown {
  if (Array.isArray(node)) return node.map((n) => forTypes(n));
  if (!node || typeof node !== 'object') return node;
  const ref = (node as { $ref?: string }).$ref;
  // Siblings of a reference would make json-schema-to-typescript declare a copy of the type.
  // A common definition, an answer and an entity's record (referred to by id) are all definitions
  // of the root; an embedded record already points inside it.
  if (ref) return { $ref: ref.startsWith('#') ? ref : ref.startsWith('common#') ? ref.replace(/^common#/, '#') : `#/$defs/${ref}` };
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('x-') || key === 'errorMessage') continue;
    if (key === 'title' && !top) out.description = value;
    else if (key === 'properties') {
      out.properties = Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, forTypes(v)]));
    } else out[key] = forTypes(value);
  }
  return out;
}

/**
 * The entity as a record read back from the API: required fields and the defaults always set;
 * its embedded records and lists optional (only reads carry them).
 */
function recordSchema(source: JsonSchema, resolved: JsonSchema, embeds: Record<string, JsonSchema>): JsonSchema {
  const shaped = forTypes(source, true) as JsonSchema;
  const defaults = Object.fromEntries(['id', 'created_at', 'updated_at'].map((k) => [k, forTypes(resolved.properties?.[k]) as JsonSchema]));
  return {
    ...shaped,
    title: typeName(source.$id as string),
    properties: { ...defaults, ...shaped.properties, ...Object.fromEntries(Object.entries(embeds).map(([name, p]) => [name, forTypes(p) as JsonSchema])) },
    required: ['id', 'created_at', 'updated_at', ...((resolved.required as string[]) ?? [])],
    additionalProperties: false,
  };
}

/** An entity's body as written (POST and PUT): the record's fields a caller may send, with the record's types. */
function inputType(entity: EntityDescription): string {
  const writable = Object.entries(entity.schema.properties ?? {})
    .filter(([, p]) => !p.readOnly)
    .map(([name]) => `'${name}'`);
  return `/**\n * ${entity.title} as a request writes it: the fields a caller may send.\n */\nexport type ${entity.typeName}Input = Pick<${entity.typeName}, ${writable.join(' | ') || 'never'}>;\n`;
}

export async function emitTypes(set: SchemaSet): Promise<string> {
  const defs: Record<string, unknown> = {};
  for (const [name, def] of Object.entries(set.common.$defs as Record<string, JsonSchema>)) {
    defs[name] = forTypes({ ...def, title: name.charAt(0).toUpperCase() + name.slice(1) }, true);
  }
  const byId = Object.fromEntries(set.entities.map((e) => [e.id, e]));
  const shapes = {
    recordOf: (id: string) => ({ $ref: `#/$defs/${id}` }),
    propertiesOf: (entity: EntityDescription) => entity.schema.properties ?? {},
  };
  for (const entity of set.entities) {
    defs[entity.id] = recordSchema(set.sources[entity.id]!, entity.schema, embedProperties(entity, byId, shapes));
  }
  for (const [id, form] of Object.entries(set.forms)) {
    defs[id] = { ...(forTypes(form, true) as object), title: `${typeName(id)}Form`, additionalProperties: false };
  }
  for (const [id, answer] of Object.entries(set.answers)) defs[id] = { ...(forTypes(answer, true) as object), title: typeName(id) };
  const root = { title: 'Schemas', type: 'object', additionalProperties: false, $defs: defs };
  const code = await compile(root as never, 'Schemas', {
    bannerComment: '',
    unreachableDefinitions: true,
    additionalProperties: false,
    format: true,
    style: { singleQuote: true, printWidth: 110 },
  });
  // The root type itself is an empty object and says nothing.
  const types = code.replace(/export interface Schemas \{\}\n*/, '');
  return `${banner('//', 'schemas/')}\n${types}${set.entities.map(inputType).join('')}`;
}
