// Turns the errors of a generated validator into a message per field, in words a person
// understands: the schema's own message where it has one, else one built from the field's title.
// The server answers 422 with these; the browsers show them under the inputs.

export type FieldErrors = Record<string, string[]>;

export interface SchemaNode {
  title?: string;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, SchemaNode>;
  errorMessage?: { required?: Record<string, string> };
}

/** One error of a generated validator (ajv's, with `verbose`: its schema and data). */
export interface ValidationError {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown> & { missingProperty?: string; errors?: ValidationError[] };
  parentSchema?: SchemaNode;
  data?: unknown;
}

export interface Validator {
  (data: unknown): boolean;
  errors?: ValidationError[] | null;
}

const TYPE_WORDS: Record<string, string> = {
  number: 'a number',
  integer: 'a whole number',
  string: 'text',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a group of values',
};

const FORMAT_WORDS: Record<string, string> = {
  date: 'a date (YYYY-MM-DD)',
  'date-time': 'a date and time',
  email: 'a valid email address',
  time: 'a time',
  uri: 'a web address',
};

const fieldOf = (path: string) => path.replace(/^\//, '').replace(/\//g, '.');
const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** A rule broken by the field called `label`, in words; `allowed` lists an enum's values. */
export function ruleMessage(label: string, keyword: string, p: Record<string, unknown>, allowed: unknown[] = []): string {
  switch (keyword) {
    case 'type': {
      const wanted =
        String(p.type)
          .split(',')
          .filter((t) => t !== 'null')[0] ?? 'string';
      return `${label} must be ${TYPE_WORDS[wanted] ?? wanted}`;
    }
    case 'enum':
      return `${label} must be one of: ${allowed.filter((v) => v !== null).join(', ')}`;
    case 'format':
      return `${label} must be ${FORMAT_WORDS[String(p.format)] ?? `in ${String(p.format)} format`}`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${label} must be ${keyword === 'minimum' ? 'at least' : 'more than'} ${String(p.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${label} must be ${keyword === 'maximum' ? 'at most' : 'less than'} ${String(p.limit)}`;
    case 'maxLength':
      return `${label} can be at most ${String(p.limit)} characters`;
    case 'minLength':
      return `${label} must be at least ${String(p.limit)} characters`;
    case 'pattern':
      return `${label} is not in the expected format`;
    case 'required':
      return `${label} is required`;
    default:
      return `${label} is not valid`;
  }
}

function describe(error: ValidationError): string {
  const p = error.params;
  const label =
    error.keyword === 'required'
      ? (error.parentSchema?.properties?.[String(p.missingProperty)]?.title ?? String(p.missingProperty))
      : (error.parentSchema?.title ?? 'This field');
  return ruleMessage(label, error.keyword, p, error.parentSchema?.enum);
}

/** Field name and message of one validator error, or undefined for errors that add nothing. */
function toFieldMessage(error: ValidationError, requiredMessage: (field: string) => string | undefined): [string, string] | undefined {
  if (error.keyword === 'additionalProperties') return undefined;
  if (error.keyword === 'errorMessage') {
    const inner = error.params.errors?.[0];
    const missing = inner?.keyword === 'required' ? inner.params.missingProperty : undefined;
    const path = missing ? `${error.instancePath}/${missing}` : error.instancePath;
    const field = fieldOf(path);
    // An empty required field gets its required message only, not also "not a valid email".
    if (!missing && isBlank(error.data)) {
      const message = requiredMessage(field);
      if (message) return [field, message];
    }
    return [field, error.message ?? 'This field is not valid'];
  }
  const path = error.keyword === 'required' ? `${error.instancePath}/${error.params.missingProperty}` : error.instancePath;
  const field = fieldOf(path);
  // A required field sent empty or null reads as missing, not as a wrong type.
  if (error.keyword !== 'required' && isBlank(error.data)) {
    const message = requiredMessage(field);
    if (message) return [field, message];
  }
  return [field, describe(error)];
}

/**
 * A validator's errors as [field, message] in words (dotted path for nested fields, '' for the
 * whole record), each once, without the errors that add nothing. The back office's form puts
 * these under its fields through RJSF (admin/src/forms/validator.ts).
 */
export function fieldMessages(errors: readonly ValidationError[], schema?: SchemaNode): [string, string][] {
  const requiredMessage = (field: string) => schema?.errorMessage?.required?.[field];
  const out: [string, string][] = [];
  for (const error of errors) {
    const entry = toFieldMessage(error, requiredMessage);
    if (entry && !out.some(([field, message]) => field === entry[0] && message === entry[1])) out.push(entry);
  }
  return out;
}

/** Validates data; returns null when valid, else the messages by field (dotted path for nested fields). */
export function validate(validator: Validator, data: unknown, schema?: SchemaNode): FieldErrors | null {
  if (validator(data)) return null;
  const errors: FieldErrors = {};
  for (const [field, message] of fieldMessages(validator.errors ?? [], schema)) (errors[field || '_'] ??= []).push(message);
  return errors;
}
