// The forms of the owner screens, each checked by its own generated validator (the same rules and
// messages as the server's): importing them by name keeps the other schemas' validators out of
// the owner app's bundle.
import { checkForm } from '../../../shared/form-validation.ts';
import { forms } from '../../../shared/generated/entities.ts';
import {
  accountDetails,
  forgotPassword,
  registration,
  registrationInvitation,
  resetPassword,
  vehicleIdentification,
  vehicleService,
} from '../../../shared/generated/validators.ts';
import type { FieldErrors, SchemaNode, Validator } from '../../../shared/validation.ts';

const VALIDATORS = {
  'account-details': accountDetails,
  'forgot-password': forgotPassword,
  registration,
  'registration-invitation': registrationInvitation,
  'reset-password': resetPassword,
  'vehicle-identification': vehicleIdentification,
  'vehicle-service': vehicleService,
} satisfies Record<string, Validator>;

export type OwnerFormId = keyof typeof VALIDATORS;

/** The messages by field for data that breaks the form's rules, or null when it keeps them. */
export const validateForm = (id: OwnerFormId, data: unknown): FieldErrors | null => checkForm(id, VALIDATORS[id], forms[id] as SchemaNode, data);
