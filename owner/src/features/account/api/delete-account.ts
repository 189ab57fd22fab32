// DELETE /api/user: the signed-in owner deletes their account with their password.
import { api } from '../../../../../shared/api-client.ts';

export const deleteAccount = (password: string) => api.del<{ message: string }>('/user', { password });
