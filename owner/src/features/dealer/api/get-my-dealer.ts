// GET /api/dealers/user: the signed-in owner's preferred dealer (404 when they have none).
import { api } from '../../../../../shared/api-client.ts';
import type { OwnerDealer } from '../../../../../shared/garage.ts';

export const getMyDealer = () => api.get<OwnerDealer>('/dealers/user');
