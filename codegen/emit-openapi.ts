// Emits the OpenAPI component schemas of every entity (the record as read, its embedded records
// and lists included, and the body as written, no read-only fields), form and answer, free of our
// x- keywords. Routes refer to them by name.
import type { EntityDescription, JsonSchema } from '../shared/entity-types.ts';
import { typeName } from '../shared/naming.ts';
import { isOwnKeyword } from '../shared/schema-keywords.ts';
import { embedProperties } from './embeds.ts';
import { type SchemaSet, answerTargets, inlineCommon } from './load.ts';
import { banner } from './output.ts';

function clean(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(clean);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (isOwnKeyword(key) || key === '$id') continue;
    out[key] = clean(value);
  }
  return out;
}

/** An answer with common definitions inlined and each answer or record it names referred to as its component (`ContentItem#`, `User#`). */
function answerComponent(id: string, set: SchemaSet): unknown {
  const refs = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(refs);
    if (!node || typeof node !== 'object') return node;
    const { $ref } = node as { $ref?: string };
    if ($ref) return { $ref: `${typeName($ref)}#` };
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, refs(value)]));
  };
  return clean(refs(inlineCommon(set.answers[id], set.common, `schemas/answers/${id}.json`, answerTargets(set.answers, set.entities))));
}

export function emitOpenApi(set: SchemaSet): string {
  const components: Record<string, unknown> = {};
  const byId = Object.fromEntries(set.entities.map((e) => [e.id, e]));
  const propertiesOf = (entity: EntityDescription) => (clean(entity.schema) as JsonSchema).properties ?? {};
  const recordOf = (id: string) => ({ $ref: `${byId[id]!.typeName}#` });
  for (const entity of set.entities) {
    const record = clean(entity.schema) as JsonSchema;
    const props = record.properties ?? {};
    const writable = Object.fromEntries(Object.entries(props).filter(([, p]) => !p.readOnly));
    components[entity.typeName] = {
      ...record,
      properties: {
        ...Object.fromEntries(Object.entries(props).filter(([, p]) => !p.writeOnly)),
        ...embedProperties(entity, byId, { recordOf, propertiesOf }),
      },
    };
    components[`${entity.typeName}Input`] = { ...record, title: `${entity.title} (input)`, properties: writable };
  }
  for (const [id, form] of Object.entries(set.forms)) components[`${typeName(id)}Form`] = clean(form);
  for (const id of Object.keys(set.answers)) components[typeName(id)] = answerComponent(id, set);
  return [
    banner('//', 'schemas/'),
    "import type { JsonSchema } from '../../shared/entity-types.ts';",
    '',
    `export const components: Record<string, JsonSchema> = ${JSON.stringify(components, null, 2)};`,
    '',
  ].join('\n');
}
