// PUT /api/dealers/user {dealer}: makes a dealer the signed-in owner's preferred one.
import { api } from '../../../../../shared/api-client.ts';
import type { Dealer, DealerChoiceForm } from '../../../../../shared/generated/types.ts';

export const chooseDealer = (choice: DealerChoiceForm) => api.put<Dealer>('/dealers/user', choice);
