// A small content set for the loopback Acoustic hub (acoustic-hub.ts), written the way a maker's
// content team fills the hub in: the content types and element names of README "The content
// store's documents", elements typed as delivery gives them, the search keys of
// server/areas/content/acoustic-delivery.ts, the menu pictures as image assets, and the files the
// elements name served by the hub itself. Both the API tests and the browser tests read it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AcousticHub, HubItem } from './acoustic-hub.ts';

export const text = (value: string) => ({ elementType: 'text', value });
const number = (value: number) => ({ elementType: 'number', value });
const toggle = (value: boolean) => ({ elementType: 'toggle', value });
const texts = (values: string[]) => ({ elementType: 'text', values });

/** A drawing of a vehicle in a colour, 528x297 like the pictures the product keeps. */
const picture = (fill: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="528" height="297" viewBox="0 0 528 297"><rect width="528" height="297" fill="#eef"/><rect x="60" y="120" width="400" height="90" rx="20" fill="${fill}"/><circle cx="150" cy="215" r="34" fill="#222"/><circle cx="380" cy="215" r="34" fill="#222"/></svg>`,
  );
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const VIDEO = readFileSync(join(import.meta.dirname, '../../server/seed/demo/media/getting-started.webm'));

export const HUB_LINKS = [
  { linkText: 'Hub Offers', linkURL: 'https://www.gwmanz.example/au/hub-offers/' },
  { linkText: 'Book a Service', linkURL: '/book/service' },
];

/** The menu's models: Cannon Alpha (GWM, a ute) and H6 (Haval, an SUV), both previewed. */
export const HUB_MODELS = [
  { brand: 'GWM', model: 'Cannon Alpha', driveaway: 5_499_000, menuCtaText: 'Explore Cannon Alpha from the hub' },
  { brand: 'Haval', model: 'H6', driveaway: 3_899_000, menuCtaText: 'Explore H6 from the hub' },
];

export const HUB_VIDEOS = { model: 'Cannon Alpha', first: 'Hub: pairing your phone', second: 'Hub: using the tow bar' };

export interface HubVehicle {
  modelCode: string;
  colourCode: string;
}

/** A file the hub serves, named the way an element's `url` names it. */
function served(hub: AcousticHub, path: string, mediaType: string, body: Buffer) {
  hub.files.set(path, { mediaType, body });
  return { elementType: mediaType.startsWith('image/') ? 'image' : 'file', url: hub.fileUrl(path), asset: { fileName: path.split('/').pop(), mediaType } };
}

/** Fills the hub: the menu header, the model menu and its pictures, a picture and a manual for each vehicle, the videos page and its videos. */
export function fillHub(hub: AcousticHub, vehicles: HubVehicle[]) {
  const svg = (path: string, fill: string) => served(hub, path, 'image/svg+xml', picture(fill));
  const items: HubItem[] = [
    {
      id: 'menu-header',
      name: 'Menu header',
      type: 'Menu',
      elements: { logo: svg('/dxdam/menu/logo.svg', '#b00'), menus: { elementType: 'link', values: HUB_LINKS } },
    },
    ...HUB_MODELS.map((m) => ({
      id: `c-models-${m.model}`,
      name: m.model,
      type: 'C-Models',
      elements: {
        brand: text(m.brand),
        model: text(m.model),
        driveaway: number(m.driveaway),
        menuCtaText: text(m.menuCtaText),
        menuCtaLink: text(`https://www.gwmanz.example/au/models/${m.model.toLowerCase().replace(/ /g, '-')}/`),
        previewMessage: text(''),
        preview: text('Y'),
      },
    })),
    ...vehicles.map((v) => ({
      id: `vehicle-image-${v.modelCode}-${v.colourCode}`,
      name: `${v.modelCode} in ${v.colourCode}`,
      type: 'Vehicle Image',
      elements: { modelCode: text(v.modelCode), colourCode: text(v.colourCode), image: svg(`/dxdam/vehicles/${v.modelCode}-${v.colourCode}.svg`, '#2a6') },
      index: { string1: [v.modelCode], string2: [v.colourCode] },
    })),
    ...[...new Set(vehicles.map((v) => v.modelCode))].map((code) => ({
      id: `owner-manual-${code}`,
      name: `${code} manual`,
      type: 'Owner Manual',
      elements: {
        modelCode: text(code),
        title: text(`${code} Owner's Manual from the hub`),
        file: served(hub, `/dxdam/manuals/${code}.pdf`, 'application/pdf', PDF),
      },
      index: { string1: [code] },
    })),
    ...['Getting started', 'Towing'].map((name, order) => ({
      id: `category-${order}`,
      name,
      type: 'PE How To Video Category',
      elements: { name: text(name), order: number(order + 1) },
    })),
    ...[
      { title: HUB_VIDEOS.first, url: served(hub, '/dxdam/videos/pairing.webm', 'video/webm', VIDEO).url, category: 'Getting started', default: true },
      { title: HUB_VIDEOS.second, url: 'https://www.youtube.com/watch?v=hubTowBar01', category: 'Towing', default: false },
    ].map((video) => ({
      id: `video-${video.title}`,
      name: video.title,
      type: 'PE How To Videos',
      elements: {
        model: text(HUB_VIDEOS.model),
        videoTitle: text(video.title),
        videoUrl: text(video.url.startsWith('/') ? new URL(video.url, hub.apiUrl).toString() : video.url),
        disclaimer: text('Shown on a vehicle from the hub.'),
        thumbnail: svg(`/dxdam/videos/${video.title.length}.svg`, '#36c'),
        default: toggle(video.default),
        categories: texts([video.category]),
      },
      index: { string3: [HUB_VIDEOS.model] },
    })),
    {
      id: 'how-to-videos',
      name: 'How to videos',
      type: 'PE How To Videos Page',
      elements: {
        backgroundColour: text('#1d3557'),
        smallHeader: text('Owners'),
        largeHeader: text('How-to videos from the hub'),
        subHeading: text('Pick your model'),
        intro: text('Short videos about your vehicle, delivered by the content hub.'),
        includedModels: { elementType: 'group', values: [{ model: text(HUB_VIDEOS.model), image: svg('/dxdam/videos/model.svg', '#c63') }] },
      },
    },
  ];
  hub.items = items;
  hub.assets = HUB_MODELS.map((m, i) => ({
    id: `asset-${i}`,
    name: `${m.model} Mega Menu.svg`,
    path: `/dxdam/menu/${i}.svg`,
    mediaType: 'image/svg+xml',
    body: picture('#fa0'),
  }));
}
