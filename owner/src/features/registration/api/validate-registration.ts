// POST /api/users/validate_registration: 1 when this code was sent to this email and not yet used.
import { api } from '../../../../../shared/api-client.ts';
import type { RegistrationInvitationForm } from '../../../../../shared/generated/types.ts';

export const validateRegistration = (invitation: RegistrationInvitationForm) => api.post<number>('/users/validate_registration', invitation);
