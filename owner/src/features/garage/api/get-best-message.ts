// GET /api/messages/best: the marketing message for this owner now, or {message: null}.
import { api } from '../../../../../shared/api-client.ts';
import type { BestMessage } from '../../../../../shared/generated/types.ts';

export const getBestMessage = () => api.get<BestMessage>('/messages/best');
