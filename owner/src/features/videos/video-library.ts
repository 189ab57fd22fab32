// The how-to videos as the pages use them, read from content documents that may be incomplete
// (a document without a title or an address is left out rather than break the page): a model's
// videos, grouped by category in the categories' own order, the default one first to play.
import type { VideoCategoryElements, VideoElements, VideosPageElements } from '../../../../shared/content.ts';
import type { ContentItem } from '../../../../shared/generated/types.ts';

export interface Video {
  id: string;
  model: string;
  title: string;
  url: string;
  disclaimer: string;
  thumbnail: string | null;
  isDefault: boolean;
  categories: string[];
}

export interface VideoGroup {
  name: string;
  videos: Video[];
}

export type VideosPage = Omit<VideosPageElements, 'includedModels'> & { models: { model: string; image: string | null }[] };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const fileUrl = (value: unknown) => text((value as { url?: unknown } | null | undefined)?.url) || null;
export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function readVideo({ id, elements }: ContentItem): Video | undefined {
  const e = elements as Partial<Record<keyof VideoElements, unknown>>;
  const video = {
    id,
    model: text(e.model),
    title: text(e.videoTitle),
    url: text(e.videoUrl),
    disclaimer: text(e.disclaimer),
    thumbnail: fileUrl(e.thumbnail),
    isDefault: e.default === true,
    categories: Array.isArray(e.categories) ? e.categories.map(text).filter(Boolean) : [],
  };
  return video.model && video.title && video.url ? video : undefined;
}

export function readVideosPage({ elements }: ContentItem): VideosPage {
  const e = elements as Partial<Record<keyof VideosPageElements, unknown>>;
  const models = Array.isArray(e.includedModels) ? e.includedModels : [];
  return {
    backgroundColour: text(e.backgroundColour),
    smallHeader: text(e.smallHeader),
    largeHeader: text(e.largeHeader),
    subHeading: text(e.subHeading),
    intro: text(e.intro),
    models: models.map((m: { model?: unknown; image?: unknown }) => ({ model: text(m?.model), image: fileUrl(m?.image) })).filter((m) => m.model),
  };
}

/** Category names in their documents' order (then by name); a category without a name is skipped. */
export function categoryOrder(documents: ContentItem[]): string[] {
  return documents
    .map(({ elements }) => elements as Partial<VideoCategoryElements>)
    .filter((c): c is VideoCategoryElements => Boolean(text(c.name)))
    .sort((a, b) => (Number(a.order) || 0) - (Number(b.order) || 0) || a.name.localeCompare(b.name))
    .map((c) => c.name.trim());
}

export const OTHER_VIDEOS = 'More videos';

/** A model's videos by category, in the categories' order; those in no known category come last. A video in two categories shows in both. */
export function groupVideos(videos: readonly Video[], order: readonly string[]): VideoGroup[] {
  const known = order.map((name) => ({ name, videos: videos.filter((v) => v.categories.some((c) => sameName(c, name))) }));
  const others = videos.filter((v) => !v.categories.some((c) => order.some((name) => sameName(c, name))));
  return [...known, { name: OTHER_VIDEOS, videos: others }].filter((group) => group.videos.length);
}

/** The video that plays first: the default-flagged one, else the first listed. */
export const firstVideo = (groups: VideoGroup[]): Video | undefined => groups.flatMap((g) => g.videos).find((v) => v.isDefault) ?? groups[0]?.videos[0];
