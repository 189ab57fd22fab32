// PUT /api/users/update: the signed-in owner's own name, phones and address.
import { api } from '../../../../../shared/api-client.ts';
import type { UserAnswer } from '../../../../../shared/generated/types.ts';
import type { cleanContactDetails } from '../../../ui/contact-details-fields.tsx';

export const updateAccount = (details: ReturnType<typeof cleanContactDetails>) => api.put<UserAnswer>('/users/update', details);
