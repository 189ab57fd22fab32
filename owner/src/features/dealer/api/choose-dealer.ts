// PUT /api/dealers/user {dealer}: makes a dealer the signed-in owner's preferred one.
import { api } from '../../../../../shared/api-client.ts';
import type { DealerChoice, OwnerDealer } from '../../../../../shared/garage.ts';

export const chooseDealer = (choice: DealerChoice) => api.put<OwnerDealer>('/dealers/user', choice);
