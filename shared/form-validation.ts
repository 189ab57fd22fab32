// Checks data against one generated validator: its messages, then the rules JSON Schema cannot
// state because they compare two fields (a password and its confirmation). The server checks
// request bodies with it (by schema id, shared/validate-by-id.ts) and the owner screens their
// forms (with only their own validators, so the owner app does not carry the back office's),
// so both show the same messages.
import { isRecord } from './is-record.ts';
import { type FieldErrors, type SchemaNode, type Validator, validate } from './validation.ts';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

type CrossFieldRule = (data: Record<string, unknown>) => FieldErrors | null;

/** A confirmation, when one is sent, must equal the password. */
const confirmsPassword: CrossFieldRule = (data) =>
  data.password_confirmation !== undefined && data.password_confirmation !== data.password ? { password_confirmation: [PASSWORDS_DO_NOT_MATCH] } : null;

const CROSS_FIELD_RULES: Record<string, CrossFieldRule[]> = {
  registration: [confirmsPassword],
  'reset-password': [confirmsPassword],
};

/** The messages by field for data that breaks the rules of schema `id`, or null when it keeps them. */
export function checkForm(id: string, validator: Validator, schema: SchemaNode | undefined, data: unknown): FieldErrors | null {
  const errors: FieldErrors = { ...validate(validator, data, schema) };
  if (isRecord(data)) {
    for (const rule of CROSS_FIELD_RULES[id] ?? []) {
      for (const [field, messages] of Object.entries(rule(data) ?? {})) {
        const list = (errors[field] ??= []);
        for (const message of messages) if (!list.includes(message)) list.push(message);
      }
    }
  }
  return Object.keys(errors).length ? errors : null;
}
