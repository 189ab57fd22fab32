// POST /api/users/validate_registration: 1 when this code was sent to this email and not yet used.
import { api } from '../../../../../shared/api-client.ts';

export const validateRegistration = (invitation: { invitation_code: string; email: string }) => api.post<number>('/users/validate_registration', invitation);
