// POST /api/password/reset: sets the new password with the emailed token.
import { api } from '../../../../../shared/api-client.ts';
import type { PasswordOutcome } from '../../../../../shared/generated/types.ts';

export interface PasswordReset {
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
}

export const resetPassword = (reset: PasswordReset) => api.post<PasswordOutcome>('/password/reset', reset);
