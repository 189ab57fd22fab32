import { api } from '../../../../../shared/api-client.ts';
import type { ContentItem, ContentSearchResult } from '../../../../../shared/generated/types.ts';
import { IMAGE_DOCUMENT_TYPE } from '../model-menu.ts';

/** The asset search of docs/owner-app.md 7: images, up to 1000; the menu picks its own by name. */
export async function searchMenuImages(): Promise<ContentItem[]> {
  const { documents } = await api.get<ContentSearchResult>('/content/search', { type: IMAGE_DOCUMENT_TYPE, start: 0, rows: 1000 });
  return documents;
}
