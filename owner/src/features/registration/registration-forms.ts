// What each registration step asks for and how it is checked: the server's own form schemas
// (validateForm), limited to the fields the step shows, so every message is one the server
// would answer (docs/owner-app.md 5, Registration). Also the body of the final PUT.
import type { FieldErrors } from '../../../../shared/validation.ts';
import { registration } from '../../../../shared/generated/validators/registration.ts';
import { registrationInvitation } from '../../../../shared/generated/validators/registration-invitation.ts';
import { vehicleIdentification } from '../../../../shared/generated/validators/vehicle-identification.ts';
import type { OwnerForm } from '../../ui/owner-forms.ts';
import { CONTACT_DETAIL_FIELDS, type ContactDetails, cleanContactDetails } from '../../domain/contact-details-fields.tsx';
import { validateFields } from '../../ui/validate-fields.ts';
import { STEP, type Step } from './registration-steps.ts';

export interface RegistrationValues {
  invitation_code: string;
  email: string;
  identification: string;
  details: ContactDetails;
  password: string;
  password_confirmation: string;
}

/** The fields of each form step, in the order the screen shows them. */
export const STEP_FIELDS = {
  [STEP.invitation]: ['invitation_code'],
  [STEP.email]: ['email'],
  [STEP.vehicle]: ['identification'],
  [STEP.details]: CONTACT_DETAIL_FIELDS,
  [STEP.password]: ['password', 'password_confirmation'],
} as const satisfies Partial<Record<Step, readonly string[]>>;

export type FormStep = keyof typeof STEP_FIELDS;

/** PUT /api/users/register/{id}: everything the steps gathered. */
export function registrationBody(values: RegistrationValues) {
  return {
    ...cleanContactDetails(values.details),
    email: values.email.trim(),
    invitation_code: values.invitation_code.trim(),
    password: values.password,
    password_confirmation: values.password_confirmation,
  };
}

function formOf(step: FormStep): OwnerForm {
  if (step === STEP.invitation || step === STEP.email) return { id: 'registration-invitation', validator: registrationInvitation };
  if (step === STEP.vehicle) return { id: 'vehicle-identification', validator: vehicleIdentification };
  return { id: 'registration', validator: registration };
}

function dataOf(step: FormStep, values: RegistrationValues): Record<string, unknown> {
  const invitation = { invitation_code: values.invitation_code.trim(), email: values.email.trim() };
  if (step === STEP.invitation || step === STEP.email) return invitation;
  if (step === STEP.vehicle) return { ...invitation, identification: values.identification.trim() };
  return registrationBody(values);
}

/** The messages of the fields this step shows, or null when they pass. */
export function stepErrors(step: FormStep, values: RegistrationValues): FieldErrors | null {
  return validateFields(formOf(step), dataOf(step, values), STEP_FIELDS[step]);
}
