// The forms of the owner screens, each checked by its own generated validator (the same rules and
// messages as the server's). Each screen imports its form's validator from the schema's own
// generated module (shared/generated/validators/), so a page's chunk holds its own validator and
// the first load none it does not need.
import { checkForm } from '../../../shared/form-validation.ts';
import { forms } from '../../../shared/generated/entities.ts';
import type { FieldErrors, SchemaNode, Validator } from '../../../shared/validation.ts';

/** A form schema's id with its generated validator: `{ id: 'forgot-password', validator: forgotPassword }`. */
export interface OwnerForm {
  id: string;
  validator: Validator;
}

/** The messages by field for data that breaks the form's rules, or null when it keeps them. */
export const validateForm = ({ id, validator }: OwnerForm, data: unknown): FieldErrors | null =>
  checkForm(id, validator, forms[id] as SchemaNode | undefined, data);
