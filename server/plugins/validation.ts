// Body schemas that name a schema (`x-schema`, an entity or form id) are checked by that
// schema's generated validator and its cross-field rules (shared/validate-by-id.ts), so the API
// answers with the same messages the screens show.
// Other parts (query, params) use a plain ajv that coerces text to the declared types. Replies are plain JSON.stringify: the
// response schemas are there to document the API, not to reshape what handlers return.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { hasSchema, validateAgainst } from '../../shared/validate-by-id.ts';
import { InputError } from '../errors.ts';

export function bodyValidator(id: string) {
  if (!hasSchema(id)) throw new Error(`No generated validator for "${id}"`);
  return (data: unknown) => {
    // No body at all reads as an empty form; a JSON null is a body of the wrong type (422).
    const body = data === undefined ? {} : data;
    const errors = validateAgainst(id, body);
    return errors ? { error: new InputError(errors) } : { value: body };
  };
}

/** Where a NUL character hides in a request part (text columns and JSON cannot store it). */
function nulPath(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulPath(inner, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

async function validationPlugin(app: FastifyInstance) {
  // Query strings and params arrive as text: coerce them to the declared types.
  const ajv = new Ajv({ coerceTypes: 'array', useDefaults: true, allErrors: true, strict: false });
  addFormats(ajv);
  app.setValidatorCompiler((route) => {
    const id = (route.schema as { 'x-schema'?: string })['x-schema'];
    if (route.httpPart === 'body' && id) return bodyValidator(id);
    return ajv.compile(route.schema);
  });
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // No text the database cannot store reaches a query: a NUL character is refused by field.
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = nulPath(part, '');
      if (field !== undefined) throw new InputError({ [field || '_']: [`${field || 'The request'} must not contain the NUL character`] });
    }
  });
}

export default fp(validationPlugin, { name: 'validation' });
