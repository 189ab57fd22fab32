// POST /api/password/reset: sets the new password with the emailed token.
import { api } from '../../../../../shared/api-client.ts';
import type { PasswordOutcome, ResetPasswordForm } from '../../../../../shared/generated/types.ts';

export const resetPassword = (reset: ResetPasswordForm) => api.post<PasswordOutcome>('/password/reset', reset);
