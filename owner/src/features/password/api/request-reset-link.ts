// POST /api/password/email: emails a reset link to a registered account.
import { api } from '../../../../../shared/api-client.ts';
import type { PasswordOutcome } from '../../../../../shared/generated/types.ts';

export const requestResetLink = (email: string) => api.post<PasswordOutcome>('/password/email', { email });
