// PUT /api/users/register/{id}: the invited owner's details and password; the invitation is then used up.
import { api } from '../../../../../shared/api-client.ts';
import type { registrationBody } from '../registration-forms.ts';

export const registerOwner = (id: number, body: ReturnType<typeof registrationBody>) => api.put<{ status: string }>(`/users/register/${id}`, body);
