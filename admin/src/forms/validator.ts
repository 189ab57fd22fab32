// RJSF's validator, replaced by ours: a form is checked by the generated standalone validator
// of its schema's $id and shared/validation.ts, so the dialog shows exactly the server's
// messages (the spec's words) under the fields. Our schemas have no anyOf/oneOf/if, so RJSF
// never needs to ask which branch is valid.
import {
  createErrorHandler,
  ErrorSchemaBuilder,
  type ErrorSchema,
  type RJSFSchema,
  toErrorList,
  unwrapErrorHandler,
  validationDataMerge,
  type ValidatorType,
} from '@rjsf/utils';
import { validators } from '../../../shared/generated/validators.ts';
import { type FieldErrors, type Validator, validate } from '../../../shared/validation.ts';

/** {field: [messages]} (dotted paths for nested fields) as RJSF's error tree. */
export function toErrorTree(errors: Record<string, unknown>): ErrorSchema {
  const builder = new ErrorSchemaBuilder();
  for (const [field, messages] of Object.entries(errors)) {
    const list = [messages].flat().map(String);
    builder.addErrors(list, field === '_' || !field ? undefined : field.split('.'));
  }
  return builder.ErrorSchema;
}

/** The form's own fields: an edited record also carries what the server owns (a null image), which the dialog never shows or sends. */
function ownFields(schema: RJSFSchema, formData: unknown): Record<string, unknown> {
  const properties = schema.properties ?? {};
  return Object.fromEntries(Object.entries((formData ?? {}) as Record<string, unknown>).filter(([field]) => field in properties));
}

/** The messages of the generated validator named by the schema's $id for the form's fields; none when valid. */
export function fieldErrors(schema: RJSFSchema, formData: unknown): FieldErrors {
  const validator = (validators as Record<string, Validator>)[String(schema.$id)];
  if (!validator) throw new Error(`No generated validator for the schema "${String(schema.$id)}"`);
  return validate(validator, ownFields(schema, formData), schema as Parameters<typeof validate>[2]) ?? {};
}

export const schemaValidator: ValidatorType = {
  validateFormData(formData, schema, customValidate, transformErrors, uiSchema) {
    const errorSchema = toErrorTree(fieldErrors(schema, formData));
    const errors = toErrorList(errorSchema);
    const own = { errors: transformErrors ? transformErrors(errors, uiSchema) : errors, errorSchema };
    if (!customValidate) return own;
    const custom = unwrapErrorHandler(customValidate(formData, createErrorHandler(formData), uiSchema));
    return validationDataMerge(own, custom);
  },
  isValid: () => true,
  rawValidation(schema, formData) {
    return { errors: Object.entries(fieldErrors(schema, formData)).map(([field, messages]) => ({ field, messages })) as never[] };
  },
};
