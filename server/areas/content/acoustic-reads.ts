// What the Acoustic Content delivery API answers, read as the embedded store answers it
// (shared/content.ts): a content document as a ContentItem with plain elements, an image asset as
// the menu's picture, and the Solr filters of a search by content type and element values.
import { CONTENT_TYPES } from '../../../shared/content.ts';
import type { ContentItem } from '../../../shared/generated/types.ts';
import { isRecord } from '../../../shared/is-record.ts';
import type { ElementFilter } from '../../queries/content-source.ts';
import { plainElements } from './acoustic-elements.ts';

/**
 * The search key each element we look documents up by must have in its content type (the
 * type's element settings, "Search key"), as Acoustic indexes an element's value only under one.
 */
const SEARCH_KEYS: Record<ElementFilter, string> = { modelCode: 'string1', colourCode: 'string2', model: 'string3' };

/** The menu's pictures are image assets, delivered in the 677x381 rendition the menu cards show (docs/owner-app.md 7). */
const MENU_IMAGE_SIZE = 'resize=677px:381px';

/** A Solr phrase: the value in double quotes, its quotes and backslashes escaped. */
const phrase = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/** A content document (as JSON, or as its text) as the pages read it, under `id` when given; undefined when it is not one. */
export function contentItem(document: unknown, hubOrigin: string, id?: string): ContentItem | undefined {
  if (typeof document === 'string') {
    try {
      return contentItem(JSON.parse(document), hubOrigin, id);
    } catch {
      return undefined;
    }
  }
  if (!isRecord(document) || typeof document.id !== 'string' || typeof document.name !== 'string' || typeof document.type !== 'string') return undefined;
  return { id: id ?? document.id, name: document.name, type: document.type, elements: plainElements(document.elements, hubOrigin) };
}

/** A menu picture: an image asset as an `Image` document whose url is its 677x381 rendition. */
export function menuImage(asset: unknown, hubOrigin: string): ContentItem | undefined {
  if (!isRecord(asset) || typeof asset.id !== 'string' || typeof asset.name !== 'string' || typeof asset.url !== 'string') return undefined;
  const url = new URL(asset.url, hubOrigin);
  url.search = url.search ? `${url.search}&${MENU_IMAGE_SIZE}` : MENU_IMAGE_SIZE;
  return { id: asset.id, name: asset.name, type: CONTENT_TYPES.menuImage, elements: { url: url.toString() } };
}

/** The filters of a search for published content of a type (any, when undefined) whose elements hold these values. */
export const contentFilters = (type: string | undefined, elements: Partial<Record<ElementFilter, string | string[]>> = {}) => [
  'classification:content',
  ...(type === undefined ? [] : [`type:${phrase(type)}`]),
  ...Object.entries(elements).flatMap(([name, value]) =>
    value === undefined ? [] : [`${SEARCH_KEYS[name as ElementFilter]}:(${[value].flat().map(phrase).join(' OR ')})`],
  ),
];

/** The delivery search's address for one answer of `rows` matches from `start`, by name. */
export function searchPath(filters: string[], start: number, rows: number): string {
  const params = new URLSearchParams({ q: '*:*' });
  for (const filter of filters) params.append('fq', filter);
  params.set('fl', 'id,name,type,url,document:[json]');
  params.set('sort', 'name asc');
  params.set('rows', String(rows));
  params.set('start', String(start));
  return `/delivery/v1/search?${params}`;
}
