// Checks data against an entity or form schema by its id: the generated validator's messages,
// then the rules JSON Schema cannot state because they compare two fields (a password and its
// confirmation). The server checks request bodies with it and the screens their forms, so both
// show the same messages.
import { entities, forms } from './generated/entities.ts';
import { validators } from './generated/validators.ts';
import { type FieldErrors, type Validator, validate } from './validation.ts';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

type CrossFieldRule = (data: Record<string, unknown>) => FieldErrors | null;

/** A confirmation, when one is sent, must equal the password. */
const confirmsPassword: CrossFieldRule = (data) =>
  data.password_confirmation !== undefined && data.password_confirmation !== data.password
    ? { password_confirmation: [PASSWORDS_DO_NOT_MATCH] }
    : null;

const CROSS_FIELD_RULES: Record<string, CrossFieldRule[]> = {
  registration: [confirmsPassword],
  'reset-password': [confirmsPassword],
};

const schemas: Record<string, object> = {
  ...Object.fromEntries(Object.values(entities).map((e) => [e.id, e.schema])),
  ...forms,
};

export const hasSchema = (id: string) => id in validators;

/** The messages by field for data that breaks the schema's rules, or null when it keeps them. */
export function validateAgainst(id: string, data: unknown): FieldErrors | null {
  const validator = (validators as Record<string, Validator>)[id];
  if (!validator) throw new Error(`No generated validator for "${id}"`);
  const errors: FieldErrors = { ...validate(validator, data, schemas[id]) };
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    for (const rule of CROSS_FIELD_RULES[id] ?? []) {
      for (const [field, messages] of Object.entries(rule(data as Record<string, unknown>) ?? {})) {
        const list = (errors[field] ??= []);
        for (const message of messages) if (!list.includes(message)) list.push(message);
      }
    }
  }
  return Object.keys(errors).length ? errors : null;
}
