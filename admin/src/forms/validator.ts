// The dialog's validator: RJSF's precompiled-validator path on the standalone validators codegen
// writes (shared/generated/validators.ts), the form schema's $id naming which. Before RJSF reads
// them, the errors are put in the server's words (shared/validation.ts: the schema's messages, the
// spec's required ones under their fields), so the dialog says exactly what the server would.
import { type ErrorSchema, ErrorSchemaBuilder, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { ErrorObject } from 'ajv';
import { validators } from '../../../shared/generated/validators.ts';
import { type FieldErrors, fieldMessages, type SchemaNode, type ValidationError } from '../../../shared/validation.ts';

/** {field: [messages]} (dotted paths for nested fields) as RJSF's error tree: a 422's field errors. */
export function toErrorTree(errors: Record<string, unknown>): ErrorSchema {
  const builder = new ErrorSchemaBuilder();
  for (const [field, messages] of Object.entries(errors)) {
    const list = [messages].flat().map(String);
    builder.addErrors(list, field === '_' || !field ? undefined : field.split('.'));
  }
  return builder.ErrorSchema;
}

/**
 * Rewrites a validator's errors in place (RJSF's localizer) as one error per field and message in
 * our words. Only the form's own fields count: an edited record also carries what the server owns
 * (a null image), which the dialog never shows or sends.
 */
function inOurWords(schema: RJSFSchema, errors: ErrorObject[] | null | undefined) {
  if (!errors) return;
  const own = schema.properties ?? {};
  const ours = fieldMessages(errors as ValidationError[], schema as SchemaNode)
    .filter(([field]) => !field || field.split('.')[0]! in own)
    .map(([field, message]): ErrorObject => ({
      keyword: 'message',
      instancePath: field && `/${field.replaceAll('.', '/')}`,
      schemaPath: '#',
      params: {},
      message,
    }));
  errors.splice(0, errors.length, ...ours);
}

const made = new WeakMap<RJSFSchema, ValidatorType>();

/** The validator of one form schema (a dialog's, from dialog-schema.ts), made once. */
export function formValidator(schema: RJSFSchema): ValidatorType {
  let validator = made.get(schema);
  if (!validator) {
    validator = createPrecompiledValidator(validators as ValidatorFunctions, schema, (errors) => inOurWords(schema, errors));
    made.set(schema, validator);
  }
  return validator;
}

/** The messages by field (dotted paths) the form shows for `formData`; none when it is valid. */
export function fieldErrors(schema: RJSFSchema, formData: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const { property = '', message = '' } of formValidator(schema).validateFormData(formData, schema).errors)
    (errors[property.replace(/^\./, '') || '_'] ??= []).push(message);
  return errors;
}
