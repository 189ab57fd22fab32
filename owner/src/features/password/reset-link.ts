// The parts of an emailed reset link (/resetpassword/{token}?email=...) and what is wrong with
// them, in the Reset password screen's words (docs/owner-app.md 8; the reset-password form schema).
import { resetPassword } from '../../../../shared/generated/validators/reset-password.ts';
import { type OwnerForm, validateForm } from '../../ui/owner-forms.ts';

export const RESET_PASSWORD_FORM: OwnerForm = { id: 'reset-password', validator: resetPassword };

export interface ResetLink {
  token: string;
  email: string;
}

/** The message of a link without a token or a valid email, or null for a link worth trying. */
export function resetLinkProblem(link: ResetLink): string | null {
  const errors = validateForm(RESET_PASSWORD_FORM, { ...link, password: '', password_confirmation: '' });
  return errors?.token?.[0] ?? errors?.email?.[0] ?? null;
}
