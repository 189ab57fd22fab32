// GET /api/dealers/user: the signed-in owner's preferred dealer (404 when they have none).
import { api } from '../../../../../shared/api-client.ts';
import type { Dealer } from '../../../../../shared/generated/types.ts';

export const getMyDealer = () => api.get<Dealer>('/dealers/user');
