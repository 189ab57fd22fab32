// A schema as ajv reads it (JSON Schema draft 7 with our own keywords) in OpenAPI 3.0's dialect,
// which the document declares: our keywords dropped (shared/schema-keywords.ts), a numeric
// exclusive bound as 3.0's boolean beside minimum or maximum, const as a one-value enum, and a type
// and null as that type, nullable. Values (enum, default) are left as they are.
import { isRecord } from '../../../../shared/is-record.ts';
import { isOwnKeyword } from '../../../../shared/schema-keywords.ts';

type Schema = Record<string, unknown>;

/** Keywords whose value is a schema, a list of schemas, or a map of them by property name. */
const SUBSCHEMA = new Set(['items', 'additionalProperties', 'not']);
const SUBSCHEMA_LIST = new Set(['allOf', 'anyOf', 'oneOf']);

/** `exclusiveMinimum: 0` → `minimum: 0, exclusiveMinimum: true` (and the same of the maximum); a bound already tighter stays. */
function exclusiveBound(schema: Schema, exclusive: 'exclusiveMinimum' | 'exclusiveMaximum', inclusive: 'minimum' | 'maximum'): Schema {
  const bound = schema[exclusive];
  if (typeof bound !== 'number') return {};
  const current = schema[inclusive];
  const tighter = typeof current === 'number' && (inclusive === 'minimum' ? current > bound : current < bound);
  return tighter ? { [exclusive]: undefined } : { [inclusive]: bound, [exclusive]: true };
}

/** `type: ['string', 'null']` → `type: 'string', nullable: true` (3.0 has no list of types). */
function nullableType(schema: Schema): Schema {
  if (!Array.isArray(schema.type)) return {};
  const types = schema.type.filter((type) => type !== 'null');
  return types.length === 1 ? { type: types[0], ...(types.length < schema.type.length ? { nullable: true } : {}) } : {};
}

export function openApi30Schema(node: unknown): unknown {
  if (!isRecord(node)) return node;
  const schema: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (isOwnKeyword(key)) continue;
    if (key === 'properties' && isRecord(value)) schema[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, openApi30Schema(sub)]));
    else if (SUBSCHEMA_LIST.has(key) && Array.isArray(value)) schema[key] = value.map(openApi30Schema);
    else if (SUBSCHEMA.has(key)) schema[key] = openApi30Schema(value);
    else schema[key] = value;
  }
  const converted: Schema = {
    ...schema,
    ...exclusiveBound(schema, 'exclusiveMinimum', 'minimum'),
    ...exclusiveBound(schema, 'exclusiveMaximum', 'maximum'),
    ...('const' in schema ? { const: undefined, enum: [schema.const] } : {}),
    ...nullableType(schema),
  };
  return Object.fromEntries(Object.entries(converted).filter(([, value]) => value !== undefined));
}
