// Body schemas that name a schema (`x-schema`, an entity or form id) are checked by that
// schema's generated validator, so the API answers with the same messages the screens show.
// Other parts (query, params) use a plain ajv that coerces text to the declared types. Replies are plain JSON.stringify: the
// response schemas are there to document the API, not to reshape what handlers return.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { entities, forms } from '../../shared/generated/entities.ts';
import { validators } from '../../shared/generated/validators.ts';
import { type Validator, validate } from '../../shared/validation.ts';
import { InputError } from '../errors.ts';

const schemas: Record<string, object> = {
  ...Object.fromEntries(Object.values(entities).map((e) => [e.id, e.schema])),
  ...forms,
};

export function bodyValidator(id: string) {
  const validator = (validators as Record<string, Validator>)[id];
  if (!validator) throw new Error(`No generated validator for "${id}"`);
  return (data: unknown) => {
    const errors = validate(validator, data ?? {}, schemas[id]);
    return errors ? { error: new InputError(errors) } : { value: data };
  };
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
}

export default fp(validationPlugin, { name: 'validation' });
