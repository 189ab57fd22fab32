// The maker's Acoustic Content hub as our ContentSource (queries/content-source.ts), through
// its delivery API: `GET {api url}/delivery/v1/content/{id}` for one document and
// `GET .../delivery/v1/search` (Solr: q, fq, fl, sort, rows, start) for the rest, answered as the
// embedded store answers (shared/content.ts), so every owner screen reads the same shapes.
// Delivery serves published content to anyone, so no credential is sent: the API key is for
// authoring. A hub that is down, slow, refusing or answering something else is logged (one
// warning line per failed call) and read as "nothing": no document, empty lists, no pictures.
import type { FastifyBaseLogger } from 'fastify';
import { CONTENT_TYPES } from '../../../shared/content.ts';
import { isRecord } from '../../../shared/is-record.ts';
import type { ContentItem, ContentSearchResult } from '../../../shared/generated/types.ts';
import { retryAfterMs } from '../../core/backoff.ts';
import type { AcousticConfig } from '../../core/config.ts';
import { type ContentQuery, type ContentSource, type ElementFilter, ownerManualMap, vehicleImageMap } from '../../queries/content-source.ts';
import { plainElements } from './acoustic-elements.ts';
import type { DeliveryCache } from './delivery-cache.ts';

/**
 * The search key each element we look documents up by must have in its content type (the
 * type's element settings, "Search key"), as Acoustic indexes an element's value only under one.
 */
const SEARCH_KEYS: Record<ElementFilter, string> = { modelCode: 'string1', colourCode: 'string2', model: 'string3' };

/** The menu's pictures are image assets, delivered in the 677x381 rendition the menu cards show (docs/owner-app.md 7). */
const MENU_IMAGE_SIZE = 'resize=677px:381px';

/** The most documents the owner screens ask for at once (the model menu, docs/owner-app.md 9); the garage asks as many. */
const MOST_ROWS = 9999;
/** A search reads on past one answer at most this many times, whatever numFound says. */
const MAX_PAGES = 20;

type Json = Record<string, unknown>;

/** The longest quiet a hub's Retry-After can ask for: the pages go without content meanwhile. */
const LONGEST_QUIET_MS = 5 * 60_000;

/** A Solr phrase: the value in double quotes, its quotes and backslashes escaped. */
const phrase = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

interface Page {
  numFound: number;
  /** How many documents the answer held, read or not: where the next answer starts. */
  given: number;
  documents: ContentItem[];
}

export interface DeliveryOptions {
  config: AcousticConfig;
  cache: DeliveryCache;
  log: FastifyBaseLogger;
}

export function acousticDelivery({ config, cache, log }: DeliveryOptions): ContentSource {
  const hubOrigin = new URL(config.apiUrl).origin;

  /** Until when the hub asked not to be called (a 429 or 503 with Retry-After); meanwhile the pages go on without it. */
  let quietUntil = 0;

  /** The JSON of one delivery call, `null` for a 404, undefined (logged) for any failure. */
  async function call(path: string): Promise<unknown> {
    const what = `Acoustic Content: GET ${path}`;
    if (Date.now() < quietUntil) return undefined;
    try {
      const response = await fetch(`${config.apiUrl}${path}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(config.timeoutMs) });
      if (response.status === 404) return null;
      if (!response.ok) {
        const wait = retryAfterMs(response.headers.get('retry-after'), LONGEST_QUIET_MS);
        if (wait && (response.status === 429 || response.status === 503)) quietUntil = Date.now() + wait;
        const quiet = wait ? ` and is not asked again for ${Math.ceil(wait / 1000)} s` : '';
        log.warn({ acoustic: { path, status: response.status } }, `${what} answered ${response.status}${quiet}; the owner pages go on without it`);
        return undefined;
      }
      return await response.json();
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer within ${config.timeoutMs} ms`
          : error instanceof SyntaxError
            ? 'an answer that is not JSON'
            : `no connection (${error instanceof Error ? (error.cause as Error | undefined)?.message || error.message : String(error)})`;
      log.warn({ acoustic: { path } }, `${what}: ${reason}; the owner pages go on without it`);
      return undefined;
    }
  }

  /** A call read by `read`, kept in the cache; an answer `read` cannot make sense of is logged as a failure. */
  const ask = <T>(path: string, read: (json: unknown) => T | undefined): Promise<T | undefined> =>
    cache.get(path, async () => {
      const json = await call(path);
      if (json === undefined) return undefined;
      const value = read(json);
      if (value === undefined)
        log.warn({ acoustic: { path } }, `Acoustic Content: GET ${path} answered something that is not a delivery answer; the owner pages go on without it`);
      return value;
    });

  const item = (document: unknown, id?: string): ContentItem | undefined => {
    if (typeof document === 'string') {
      try {
        return item(JSON.parse(document), id);
      } catch {
        return undefined;
      }
    }
    if (!isRecord(document) || typeof document.id !== 'string' || typeof document.name !== 'string' || typeof document.type !== 'string') return undefined;
    return { id: id ?? document.id, name: document.name, type: document.type, elements: plainElements(document.elements, hubOrigin) };
  };

  /** A menu picture: an image asset as an `Image` document whose url is its 677x381 rendition. */
  const image = (asset: unknown): ContentItem | undefined => {
    if (!isRecord(asset) || typeof asset.id !== 'string' || typeof asset.name !== 'string' || typeof asset.url !== 'string') return undefined;
    const url = new URL(asset.url, hubOrigin);
    url.search = url.search ? `${url.search}&${MENU_IMAGE_SIZE}` : MENU_IMAGE_SIZE;
    return { id: asset.id, name: asset.name, type: CONTENT_TYPES.menuImage, elements: { url: url.toString() } };
  };

  /** One search answer; a document it cannot read is left out. */
  const searchPage = (filters: string[], start: number, rows: number, readDocument: (document: Json) => ContentItem | undefined) => {
    const params = new URLSearchParams({ q: '*:*' });
    for (const filter of filters) params.append('fq', filter);
    params.set('fl', 'id,name,type,url,document:[json]');
    params.set('sort', 'name asc');
    params.set('rows', String(rows));
    params.set('start', String(start));
    return ask<Page>(`/delivery/v1/search?${params}`, (json) => {
      if (!isRecord(json) || typeof json.numFound !== 'number' || (json.documents !== undefined && !Array.isArray(json.documents))) return undefined;
      const given = (json.documents as unknown[] | undefined) ?? [];
      const documents = given.flatMap((d) => (isRecord(d) ? (readDocument(d) ?? []) : []));
      return { numFound: json.numFound, given: given.length, documents };
    });
  };

  /** Up to `rows` matches from `start`, reading on past one answer while the hub has more than it gave. */
  async function search(
    filters: string[],
    start: number,
    rows: number,
    readDocument: (document: Json) => ContentItem | undefined,
  ): Promise<ContentSearchResult> {
    const documents: ContentItem[] = [];
    let numFound = 0;
    for (let page = 0, at = start; page < MAX_PAGES && documents.length < rows; page++) {
      const answer = await searchPage(filters, at, rows - documents.length, readDocument);
      if (!answer) return { numFound: 0, documents: [] };
      numFound = answer.numFound;
      documents.push(...answer.documents);
      at += answer.given;
      if (!answer.given || at >= numFound) break;
    }
    return { numFound, documents };
  }

  const contentOf = (type: string | undefined, elements: Partial<Record<ElementFilter, string | string[]>> = {}) => [
    'classification:content',
    ...(type === undefined ? [] : [`type:${phrase(type)}`]),
    ...Object.entries(elements).flatMap(([name, value]) =>
      value === undefined ? [] : [`${SEARCH_KEYS[name as ElementFilter]}:(${[value].flat().map(phrase).join(' OR ')})`],
    ),
  ];
  const readContent = (document: Json) => item(document.document);

  /** Every published document of a type whose model code is one of these. */
  const byModelCodes = async (type: string, modelCodes: string[]) =>
    modelCodes.length ? (await search(contentOf(type, { modelCode: modelCodes }), 0, MOST_ROWS, readContent)).documents : [];

  return {
    async document(key) {
      const id = config.contentIds[key] ?? key;
      return (await ask(`/delivery/v1/content/${encodeURIComponent(id)}`, (json) => (json === null ? null : item(json, key)))) ?? undefined;
    },

    search(query: ContentQuery) {
      if (query.type === CONTENT_TYPES.menuImage) return search(['classification:asset', 'assetType:image'], query.start, query.rows, image);
      return search(contentOf(query.type, query.elements), query.start, query.rows, readContent);
    },

    async vehicleImages(modelCodes) {
      return vehicleImageMap(await byModelCodes(CONTENT_TYPES.vehicleImage, modelCodes));
    },

    async ownerManuals(modelCodes) {
      return ownerManualMap(await byModelCodes(CONTENT_TYPES.ownerManual, modelCodes));
    },
  };
}
