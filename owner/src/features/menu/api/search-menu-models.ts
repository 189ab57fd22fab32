import { api } from '../../../../../shared/api-client.ts';
import type { ContentItem, ContentSearchResult } from '../../../../../shared/generated/types.ts';

/** Every model menu document: the menu asks for up to 9999 (docs/owner-app.md 9). */
export async function searchMenuModels(): Promise<ContentItem[]> {
  const { documents } = await api.get<ContentSearchResult>('/content/search', { type: 'C-Models', start: 0, rows: 9999 });
  return documents;
}
