import { api } from '../../../../../shared/api-client.ts';
import type { ContentItem } from '../../../../../shared/generated/types.ts';
import { type MenuHeader, readMenuHeader } from '../menu-header.ts';

export const MENU_HEADER_ID = 'menu-header';

export async function getMenuHeader(): Promise<MenuHeader> {
  return readMenuHeader(await api.get<ContentItem>(`/content/${MENU_HEADER_ID}`));
}
