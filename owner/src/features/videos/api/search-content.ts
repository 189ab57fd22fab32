// GET /api/content/search: the published documents of one type, up to the section 9 limit of
// that type (videos 1000, categories 999).
import { api } from '../../../../../shared/api-client.ts';
import type { ContentItem, ContentSearchResult } from '../../../../../shared/generated/types.ts';

export async function searchContent(type: string, rows: number): Promise<ContentItem[]> {
  const { documents } = await api.get<ContentSearchResult>('/content/search', { type, start: 0, rows });
  return documents;
}
