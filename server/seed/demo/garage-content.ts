// The content store's documents for the owner's garage (docs/decisions.md, "Content service"): a
// picture of every model code in every colour it is offered in, each model line's picture for the
// Models menu, an owner's manual per model code, and the how-to videos with their categories and page. Files are made at load time (pictures
// and thumbnails drawn, manuals written) and kept in the file store; one offline video ships in
// ./media (six seconds of ffmpeg's testsrc2 pattern with a 440 Hz tone, VP9 and Opus).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CONTENT_TYPES,
  HOW_TO_VIDEOS_PAGE,
  type OwnerManualElements,
  type VehicleImageElements,
  type VideoCategoryElements,
  type VideoElements,
  type VideosPageElements,
} from '../../../shared/content.ts';
import type { FileStore } from '../../platform/files/store.ts';
import { newFileKey } from '../../platform/files/store.ts';
import type { contentDocuments } from '../../generated/tables.ts';
import { fileUrl } from '../../core/file-addresses.ts';
import { DEMO_MEDIA_DIR } from '../../core/paths.ts';
import { slug } from '../../../shared/slug.ts';
import { COLOURS } from './finishes.ts';
import type { ModelLine } from './model-line.ts';
import { MODEL_LINES } from './models.ts';
import { simplePdf } from './pdf.ts';
import { type Painter, startPainter } from './painter.ts';
import { type BodyStyle, vehiclePicture, videoThumbnail } from './pictures.ts';

type ContentRow = typeof contentDocuments.$inferInsert;

const OFFLINE_VIDEO = join(DEMO_MEDIA_DIR, 'getting-started.webm');

const styleOf = (line: ModelLine): BodyStyle => (line.type === 'UTE' ? 'UTE' : line.type === 'HATCH' ? 'HATCH' : 'SUV');

const MANUAL_SECTIONS = [
  '1. Before driving',
  '2. Instruments and controls',
  '3. Starting and driving',
  '4. Towing and loads',
  '5. In an emergency',
  '6. Care and maintenance',
  '7. Specifications',
];

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

export async function garageContent(files: FileStore): Promise<ContentRow[]> {
  const painter = startPainter();
  try {
    return await documents(files, painter);
  } finally {
    await painter.close();
  }
}

async function documents(files: FileStore, painter: Painter): Promise<ContentRow[]> {
  const stored = async (folder: string, extension: string, data: Buffer) => {
    const key = newFileKey(folder, extension);
    await files.put(key, data);
    return { url: fileUrl(key) };
  };
  const rows: ContentRow[] = [];
  const pictureOf = new Map<string, { url: string }>();

  for (const line of MODEL_LINES) {
    const codes = new Set(line.variants.map((v) => v.code));
    const paints = COLOURS.filter((c) => (c.models as string[]).some((code) => codes.has(code)));
    // One picture per line and paint, shared by every code of the line; drawn side by side in the painter's process.
    const images = await Promise.all(paints.map(async (colour) => stored('content', '.jpg', await painter.draw(vehiclePicture(styleOf(line), colour.hex!)))));
    for (const [i, colour] of paints.entries()) {
      const image = images[i]!;
      if (!pictureOf.has(line.model)) pictureOf.set(line.model, image);
      for (const code of (colour.models as string[]).filter((c) => codes.has(c))) {
        const elements: VehicleImageElements = { modelCode: code, colourCode: colour.code, image };
        rows.push({
          type: CONTENT_TYPES.vehicleImage,
          name: `${line.model} ${code} ${colour.name}`,
          document_key: `vehicle-image-${code}-${colour.code}`.toLowerCase(),
          elements,
        });
      }
    }
    // The Models menu's card finds its picture by this name (docs/owner-app.md 2.5): the line in
    // its last paint, a colour, where most lines start with a white that would make every card alike.
    const menuPicture = images.at(-1);
    if (menuPicture) {
      rows.push({ type: CONTENT_TYPES.menuImage, name: `${line.model} Mega Menu`, document_key: `menu-image-${slug(line.model)}`, elements: menuPicture });
    }
    for (const variant of line.variants) {
      const title = `${line.model} ${variant.variant} Owner's Manual`;
      const file = await stored(
        'manuals',
        '.pdf',
        simplePdf(title, [
          `Model code ${variant.code}`,
          `${variant.engine}, ${variant.transmission}, ${variant.drivetrain}`,
          '',
          'Contents',
          ...MANUAL_SECTIONS,
        ]),
      );
      const elements: OwnerManualElements = { modelCode: variant.code, title, file };
      rows.push({ type: CONTENT_TYPES.ownerManual, name: title, document_key: `owner-manual-${variant.code}`.toLowerCase(), elements });
    }
  }

  rows.push(
    ...CATEGORIES.map((category) => ({
      type: CONTENT_TYPES.videoCategory,
      name: category.name,
      document_key: `video-category-${slug(category.name)}`,
      elements: category,
    })),
  );

  const offline = await stored('videos', '.webm', readFileSync(OFFLINE_VIDEO));
  for (const model of VIDEO_LINES) {
    const line = MODEL_LINES.find((l) => l.model === model)!;
    const paint = COLOURS.find((c) => (c.models as string[]).includes(line.variants[0]!.code))!.hex!;
    const thumbnail = () => painter.draw(videoThumbnail(styleOf(line), paint)).then((data) => stored('content', '.jpg', data));
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
    for (const video of videos) {
      rows.push({
        type: CONTENT_TYPES.video,
        name: video.videoTitle,
        document_key: `video-${slug(video.videoTitle)}`,
        elements: { ...video, disclaimer: DISCLAIMER },
      });
    }
  }

  const page: VideosPageElements = {
    backgroundColour: '#f4f5f7',
    smallHeader: 'Owners',
    largeHeader: 'How-to videos',
    subHeading: 'Short guides to get the most from your vehicle',
    intro: 'Choose your model to watch our guides on its features, driving and towing, and looking after it between services.',
    includedModels: VIDEO_LINES.map((model) => ({ model, image: pictureOf.get(model)! })),
  };
  rows.push({ type: CONTENT_TYPES.videosPage, name: 'How-to videos', document_key: HOW_TO_VIDEOS_PAGE, elements: page });
  return rows;
}
