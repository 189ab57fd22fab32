// GET /api/settings: the roadside assistance number of each country.
import { api } from '../../../../../shared/api-client.ts';
import type { PublicSettings } from '../../../../../shared/generated/types.ts';

export const getRoadsidePhones = async () => (await api.get<PublicSettings>('/settings')).roadside_phones;
