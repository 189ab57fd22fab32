// A form schema's messages for the fields one screen shows: a step of a longer form, or a form
// whose other fields come from elsewhere (a reset link's token and email).
import { type OwnerForm, validateForm } from './owner-forms.ts';
import type { FieldErrors } from '../../../shared/validation.ts';

export function validateFields(form: OwnerForm, data: Record<string, unknown>, fields: readonly string[]): FieldErrors | null {
  const all = validateForm(form, data) ?? {};
  const shown = Object.entries(all).filter(([field]) => fields.includes(field));
  return shown.length ? Object.fromEntries(shown) : null;
}
