// PUT /api/users/update: the signed-in owner's own name, phones and address, and their marketing consent and service reminders.
import { api } from '../../../../../shared/api-client.ts';
import type { UserAnswer } from '../../../../../shared/generated/types.ts';
import type { cleanContactDetails } from '../../../domain/contact-details-fields.tsx';

export const updateAccount = (details: ReturnType<typeof cleanContactDetails> & { consent: boolean; service_reminders: boolean }) =>
  api.put<UserAnswer>('/users/update', details);
