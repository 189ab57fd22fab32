// The content store's how-to videos for the owner's garage: their categories, each covered model
// line's offline video (./media, played without the internet) and two online ones, each with a
// thumbnail drawn, and the page that lists the lines with their pictures.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_TYPES, HOW_TO_VIDEOS_PAGE, type VideoCategoryElements, type VideoElements, type VideosPageElements } from '../../../shared/content.ts';
import { slug } from '../../../shared/slug.ts';
import { DEMO_MEDIA_DIR } from '../../core/paths.ts';
import { type ContentRow, type Store, styleOf } from './content-rows.ts';
import { COLOURS } from './finishes.ts';
import { MODEL_LINES } from './models.ts';
import type { Painter } from './painter.ts';
import { videoThumbnail } from './pictures.ts';

const OFFLINE_VIDEO = join(DEMO_MEDIA_DIR, 'getting-started.webm');

const CATEGORIES: VideoCategoryElements[] = [
  { name: 'Getting started', order: 1 },
  { name: 'Driving and towing', order: 2 },
  { name: 'Care and maintenance', order: 3 },
];

/** The model lines the how-to videos cover, two of each brand. */
const VIDEO_LINES = ['Cannon Alpha', 'Tank 300', 'H6', 'Jolion'];

/** The online videos of each line (fictional addresses: they need the internet and will not play offline). */
const ONLINE_VIDEOS = (model: string): Omit<VideoElements, 'model' | 'thumbnail' | 'default' | 'disclaimer'>[] => [
  {
    videoTitle: `${model}: towing a trailer safely`,
    videoUrl: `https://www.youtube.com/watch?v=${slug(model).slice(0, 6).padEnd(6, 'x')}Tow01`,
    categories: ['Driving and towing'],
  },
  { videoTitle: `${model}: checking tyres and fluids`, videoUrl: `https://vimeo.com/${800000 + model.length * 1013}`, categories: ['Care and maintenance'] },
];

const DISCLAIMER = 'For illustration only. Always follow the owner’s manual and the road rules where you drive.';

/** The categories, the videos and their page; `pictureOf` is each model line's picture. */
export async function howToVideos(store: Store, painter: Painter, pictureOf: Map<string, { url: string }>): Promise<ContentRow[]> {
  const categories = CATEGORIES.map((category) => ({
    type: CONTENT_TYPES.videoCategory,
    name: category.name,
    document_key: `video-category-${slug(category.name)}`,
    elements: category,
  }));
  const offline = await store('videos', '.webm', readFileSync(OFFLINE_VIDEO));
  const videos: ContentRow[] = [];
  for (const model of VIDEO_LINES) videos.push(...(await videosOf(model, offline, store, painter)));
  return [...categories, ...videos, videosPage(pictureOf)];
}

/** A model line's videos: the offline one, its default, then the online ones. */
async function videosOf(model: string, offline: { url: string }, store: Store, painter: Painter): Promise<ContentRow[]> {
  const line = MODEL_LINES.find((l) => l.model === model)!;
  const paint = COLOURS.find((c) => (c.models as string[]).includes(line.variants[0]!.code))!.hex!;
  const thumbnail = () => painter.draw(videoThumbnail(styleOf(line), paint)).then((data) => store('content', '.jpg', data));
  const videos: Omit<VideoElements, 'disclaimer'>[] = [
    {
      model,
      videoTitle: `Getting to know your ${model}`,
      videoUrl: offline.url,
      categories: ['Getting started'],
      default: true,
      thumbnail: await thumbnail(),
    },
    ...(await Promise.all(ONLINE_VIDEOS(model).map(async (video) => ({ ...video, model, default: false, thumbnail: await thumbnail() })))),
  ];
  return videos.map((video) => ({
    type: CONTENT_TYPES.video,
    name: video.videoTitle,
    document_key: `video-${slug(video.videoTitle)}`,
    elements: { ...video, disclaimer: DISCLAIMER },
  }));
}

function videosPage(pictureOf: Map<string, { url: string }>): ContentRow {
  const page: VideosPageElements = {
    backgroundColour: '#f4f5f7',
    smallHeader: 'Owners',
    largeHeader: 'How-to videos',
    subHeading: 'Short guides to get the most from your vehicle',
    intro: 'Choose your model to watch our guides on its features, driving and towing, and looking after it between services.',
    includedModels: VIDEO_LINES.map((model) => ({ model, image: pictureOf.get(model)! })),
  };
  return { type: CONTENT_TYPES.videosPage, name: 'How-to videos', document_key: HOW_TO_VIDEOS_PAGE, elements: page };
}
