// Body schemas that name a schema (`x-schema`, an entity or form id) are checked by that
// schema's generated validator and its cross-field rules (shared/validate-by-id.ts), so the API
// answers with the same messages the screens show.
// Other parts (query, params) use a plain ajv that coerces text to the declared types. Replies are plain JSON.stringify: the
// response schemas are there to document the API, not to reshape what handlers return.
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { hasSchema, validateAgainst } from '../../../shared/validate-by-id.ts';
import { HttpError, InputError } from '../../core/errors.ts';

export function bodyValidator(id: string) {
  if (!hasSchema(id)) throw new Error(`No generated validator for "${id}"`);
  return (data: unknown) => {
    // No body at all reads as an empty form; a JSON null is a body of the wrong type (422).
    const body = data === undefined ? {} : data;
    const errors = validateAgainst(id, body);
    return errors ? { error: new InputError(errors) } : { value: body };
  };
}

/** Deepest nesting of objects and lists a request part may have; real forms stay under ten. */
export const MAX_DEPTH = 32;

/**
 * The first problem of a request part the database or a recursive reader cannot take: a NUL
 * character (text columns and JSON cannot store it) or nesting deeper than MAX_DEPTH. Walks with
 * its own stack, so no input, however deep, overflows the call stack.
 */
export function partProblem(part: unknown): HttpError | undefined {
  const stack: Array<[unknown, string, number]> = [[part, '', 0]];
  while (stack.length) {
    const [value, path, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return new InputError({ [path || '_']: [`${path || 'The request'} must not contain the NUL character`] });
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (depth >= MAX_DEPTH) return new HttpError(400, `The request is nested too deeply (at most ${MAX_DEPTH} levels).`);
    for (const [key, inner] of Object.entries(value)) stack.push([inner, path ? `${path}.${key}` : key, depth + 1]);
  }
  return undefined;
}

/** A whole number as a person writes it: no sign but minus, no leading zero, no hex, exponent or space. */
const PLAIN_INTEGER = /^(0|-?[1-9]\d*)$/;

/**
 * Wraps a params or query validator so text read as an integer must be written plainly: ajv's
 * coercion alone would read `0x10`, `+1`, `00001`, `1e3` and ` 1` as numbers. Such text answers
 * 422 on its field, as any other malformed value does.
 */
function strictIntegers(schema: { properties?: Record<string, { type?: unknown; items?: { type?: unknown } }> }, validate: ValidateFunction) {
  // A list of whole numbers (a filter by several references) is held to the same rule, item by item.
  const names = Object.entries(schema.properties ?? {})
    .filter(([, p]) => p.type === 'integer' || p.items?.type === 'integer')
    .map(([name]) => name);
  const strict = (data: Record<string, unknown>) => {
    const errors: Record<string, string[]> = {};
    for (const name of names) {
      const given = data?.[name];
      if (given === undefined) continue;
      const bad = [given].flat().some((v) => typeof v === 'string' && !PLAIN_INTEGER.test(v));
      if (bad) errors[name] = [`${name} must be a whole number`];
    }
    if (Object.keys(errors).length) return { error: new InputError(errors) };
    // Fastify reads a failed validator's errors from the function it was given.
    const valid = validate(data);
    strict.errors = validate.errors;
    return valid;
  };
  strict.errors = null as ValidateFunction['errors'];
  return strict;
}

type Validator = ReturnType<FastifySchemaCompiler<unknown>>;

/**
 * A validator compiled by ajv on its route's first request rather than at start: a server holds
 * only the compiled code of the routes it was asked, not of its hundreds of query strings.
 */
function compiledOnFirstUse(compile: () => Validator): Validator {
  let compiled: Validator | undefined;
  const validate: Validator = (data: unknown) => {
    compiled ??= compile();
    const result = compiled(data);
    // Fastify reads a failed validator's errors from the function it was given.
    validate.errors = compiled.errors;
    return result;
  };
  validate.errors = null;
  return validate;
}

async function validationPlugin(app: FastifyInstance) {
  // Query strings and params arrive as text: coerce them to the declared types.
  const ajv = new Ajv({ coerceTypes: 'array', useDefaults: true, allErrors: true, strict: false });
  addFormats(ajv);
  app.setValidatorCompiler((route) => {
    const id = (route.schema as { 'x-schema'?: string })['x-schema'];
    if (route.httpPart === 'body' && id) return bodyValidator(id);
    return compiledOnFirstUse(() => {
      const validate = ajv.compile(route.schema);
      return route.httpPart === 'params' || route.httpPart === 'querystring'
        ? strictIntegers(route.schema as Parameters<typeof strictIntegers>[0], validate)
        : validate;
    });
  });
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // No text the database cannot store reaches a query: a NUL character is refused by field.
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const problem = partProblem(part);
      if (problem) throw problem;
    }
  });
}

export default fp(validationPlugin, { name: 'validation' });
