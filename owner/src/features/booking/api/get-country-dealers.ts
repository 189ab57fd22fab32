// GET /api/dealers: every enabled dealer of one country (docs/owner-app.md 2.14: the owner's own).
import { api } from '../../../../../shared/api-client.ts';
import type { Country, Dealer } from '../../../../../shared/generated/types.ts';

export async function getCountryDealers(country: Country): Promise<Dealer[]> {
  const page = await api.get<{ data: Dealer[] }>('/dealers', { enabled: true, country, per_page: -1 });
  return page.data;
}
