// The how-to videos' content: the picker page's document, and the video and category documents,
// each loaded once per visit and again when a failed load is tried again.
import { proxy, ref } from 'valtio';
import { ApiError } from '../../../../shared/api-client.ts';
import { CONTENT_TYPES } from '../../../../shared/content.ts';
import { getVideosPage } from './api/get-videos-page.ts';
import { searchContent } from './api/search-content.ts';
import { categoryOrder, readVideo, readVideosPage, type Video, type VideosPage } from './video-library.ts';

type Status = 'idle' | 'loading' | 'ready' | 'failed';

export interface VideosState {
  pageStatus: Status;
  page: VideosPage | null;
  libraryStatus: Status;
  videos: ReturnType<typeof ref<Video[]>>;
  categories: string[];
  problem: string;
}

export const videos = proxy<VideosState>({ pageStatus: 'idle', page: null, libraryStatus: 'idle', videos: ref([]), categories: [], problem: '' });

const said = (error: unknown) => (error instanceof ApiError ? error.message : 'We could not load the videos just now. Please try again.');

export async function loadVideosPage(): Promise<void> {
  if (videos.pageStatus === 'loading' || videos.pageStatus === 'ready') return;
  videos.pageStatus = 'loading';
  try {
    videos.page = readVideosPage(await getVideosPage());
    videos.pageStatus = 'ready';
  } catch (error) {
    videos.problem = said(error);
    videos.pageStatus = 'failed';
  }
}

export async function loadVideoLibrary(): Promise<void> {
  if (videos.libraryStatus === 'loading' || videos.libraryStatus === 'ready') return;
  videos.libraryStatus = 'loading';
  try {
    const [documents, categories] = await Promise.all([searchContent(CONTENT_TYPES.video, 1000), searchContent(CONTENT_TYPES.videoCategory, 999)]);
    videos.videos = ref(documents.map(readVideo).filter((v): v is Video => v !== undefined));
    videos.categories = categoryOrder(categories);
    videos.libraryStatus = 'ready';
  } catch (error) {
    videos.problem = said(error);
    videos.libraryStatus = 'failed';
  }
}
