// GET /api/dealers?enabled=true&per_page=-1: every dealer an owner may choose.
import { api } from '../../../../../shared/api-client.ts';
import type { Dealer } from '../../../../../shared/generated/types.ts';

export async function getEnabledDealers(): Promise<Dealer[]> {
  const { data } = await api.get<{ data: Dealer[] }>('/dealers', { enabled: true, per_page: -1, sort: 'name', order: 'asc' });
  return data;
}
