// The content store's documents for the owner's garage (docs/decisions.md, "Content service"): a
// picture of every model code in every colour it is offered in, each model line's picture for the
// Models menu, an owner's manual per model code, and the how-to videos with their categories and
// page (how-to-videos.ts). Files are made at load time (pictures and thumbnails drawn, manuals
// written) and kept in the file store; one offline video ships in ./media (six seconds of ffmpeg's
// testsrc2 pattern with a 440 Hz tone, VP9 and Opus).
import { CONTENT_TYPES, type OwnerManualElements, type VehicleImageElements } from '../../../shared/content.ts';
import { slug } from '../../../shared/slug.ts';
import type { FileStore } from '../../platform/files/store.ts';
import { type ContentRow, type Store, storer, styleOf } from './content-rows.ts';
import { COLOURS } from './finishes.ts';
import { howToVideos } from './how-to-videos.ts';
import type { ModelLine } from './model-line.ts';
import { MODEL_LINES } from './models.ts';
import { simplePdf } from './pdf.ts';
import { type Painter, startPainter } from './painter.ts';
import { vehiclePicture } from './pictures.ts';

const MANUAL_SECTIONS = [
  '1. Before driving',
  '2. Instruments and controls',
  '3. Starting and driving',
  '4. Towing and loads',
  '5. In an emergency',
  '6. Care and maintenance',
  '7. Specifications',
];

export async function garageContent(files: FileStore): Promise<ContentRow[]> {
  const painter = startPainter();
  try {
    return await documents(files, painter);
  } finally {
    await painter.close();
  }
}

async function documents(files: FileStore, painter: Painter): Promise<ContentRow[]> {
  const store = storer(files);
  const rows: ContentRow[] = [];
  const pictureOf = new Map<string, { url: string }>();
  for (const line of MODEL_LINES) {
    rows.push(...(await linePictures(line, store, painter, pictureOf)));
    rows.push(...(await lineManuals(line, store)));
  }
  rows.push(...(await howToVideos(store, painter, pictureOf)));
  return rows;
}

/** A model line's pictures: one per code and paint, then the Models menu's; the line's first goes in `pictureOf`. */
async function linePictures(line: ModelLine, store: Store, painter: Painter, pictureOf: Map<string, { url: string }>): Promise<ContentRow[]> {
  const rows: ContentRow[] = [];
  const codes = new Set(line.variants.map((v) => v.code));
  const paints = COLOURS.filter((c) => (c.models as string[]).some((code) => codes.has(code)));
  // One picture per line and paint, shared by every code of the line; drawn side by side in the painter's process.
  const images = await Promise.all(paints.map(async (colour) => store('content', '.jpg', await painter.draw(vehiclePicture(styleOf(line), colour.hex!)))));
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
  return rows;
}

/** A model line's owner's manuals, one per model code, written as PDFs. */
async function lineManuals(line: ModelLine, store: Store): Promise<ContentRow[]> {
  const rows: ContentRow[] = [];
  for (const variant of line.variants) {
    const title = `${line.model} ${variant.variant} Owner's Manual`;
    const file = await store(
      'manuals',
      '.pdf',
      simplePdf(title, [`Model code ${variant.code}`, `${variant.engine}, ${variant.transmission}, ${variant.drivetrain}`, '', 'Contents', ...MANUAL_SECTIONS]),
    );
    const elements: OwnerManualElements = { modelCode: variant.code, title, file };
    rows.push({ type: CONTENT_TYPES.ownerManual, name: title, document_key: `owner-manual-${variant.code}`.toLowerCase(), elements });
  }
  return rows;
}
