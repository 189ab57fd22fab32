// GET /api/settings: the marketing contact address the failure screens give.
import { api } from '../../../../../shared/api-client.ts';
import type { PublicSettings } from '../../../../../shared/generated/types.ts';

export const fetchSettings = () => api.get<PublicSettings>('/settings');
