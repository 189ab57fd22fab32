// GET /api/content/how-to-videos: the model picker page's document (headers, intro, models).
import { api } from '../../../../../shared/api-client.ts';
import { HOW_TO_VIDEOS_PAGE } from '../../../../../shared/content.ts';
import type { ContentItem } from '../../../../../shared/generated/types.ts';

export const getVideosPage = () => api.get<ContentItem>(`/content/${HOW_TO_VIDEOS_PAGE}`);
