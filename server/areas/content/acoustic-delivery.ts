// The maker's Acoustic Content hub as our ContentSource (queries/content-source.ts), through
// its delivery API: `GET {api url}/delivery/v1/content/{id}` for one document and
// `GET .../delivery/v1/search` (Solr: q, fq, fl, sort, rows, start) for the rest, answered as the
// embedded store answers (acoustic-reads.ts), so every owner screen reads the same shapes.
// Delivery serves published content to anyone, so no credential is sent: the API key is for
// authoring. A hub that is down, slow, refusing or answering something else reads as "nothing":
// no document, empty lists, no pictures (acoustic-calls.ts).
import { CONTENT_TYPES } from '../../../shared/content.ts';
import { isRecord } from '../../../shared/is-record.ts';
import type { ContentItem, ContentSearchResult } from '../../../shared/generated/types.ts';
import { type ContentQuery, type ContentSource, ownerManualMap, vehicleImageMap } from '../../queries/content-source.ts';
import { type DeliveryOptions, deliveryCalls } from './acoustic-calls.ts';
import { contentFilters, contentItem, menuImage, searchPath } from './acoustic-reads.ts';

/** The most documents the owner screens ask for at once (the model menu, docs/owner-app.md 9); the garage asks as many. */
const MOST_ROWS = 9999;
/** A search reads on past one answer at most this many times, whatever numFound says. */
const MAX_PAGES = 20;

type Json = Record<string, unknown>;
type ReadDocument = (document: Json) => ContentItem | undefined;

interface Page {
  numFound: number;
  /** How many documents the answer held, read or not: where the next answer starts. */
  given: number;
  documents: ContentItem[];
}

export function acousticDelivery(options: DeliveryOptions): ContentSource {
  const hubOrigin = new URL(options.config.apiUrl).origin;
  const ask = deliveryCalls(options);

  /** One search answer; a document it cannot read is left out. */
  const searchPage = (filters: string[], start: number, rows: number, readDocument: ReadDocument) =>
    ask<Page>(searchPath(filters, start, rows), (json) => {
      if (!isRecord(json) || typeof json.numFound !== 'number' || (json.documents !== undefined && !Array.isArray(json.documents))) return undefined;
      const given = (json.documents as unknown[] | undefined) ?? [];
      const documents = given.flatMap((d) => (isRecord(d) ? (readDocument(d) ?? []) : []));
      return { numFound: json.numFound, given: given.length, documents };
    });

  /** Up to `rows` matches from `start`, reading on past one answer while the hub has more than it gave. */
  async function search(filters: string[], start: number, rows: number, readDocument: ReadDocument): Promise<ContentSearchResult> {
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

  const readContent: ReadDocument = (document) => contentItem(document.document, hubOrigin);
  const readImage: ReadDocument = (asset) => menuImage(asset, hubOrigin);

  /** Every published document of a type whose model code is one of these. */
  const byModelCodes = async (type: string, modelCodes: string[]) =>
    modelCodes.length ? (await search(contentFilters(type, { modelCode: modelCodes }), 0, MOST_ROWS, readContent)).documents : [];

  return {
    async document(key) {
      const id = options.config.contentIds[key] ?? key;
      return (await ask(`/delivery/v1/content/${encodeURIComponent(id)}`, (json) => (json === null ? null : contentItem(json, hubOrigin, key)))) ?? undefined;
    },

    search(query: ContentQuery) {
      if (query.type === CONTENT_TYPES.menuImage) return search(['classification:asset', 'assetType:image'], query.start, query.rows, readImage);
      return search(contentFilters(query.type, query.elements), query.start, query.rows, readContent);
    },

    async vehicleImages(modelCodes) {
      return vehicleImageMap(await byModelCodes(CONTENT_TYPES.vehicleImage, modelCodes));
    },

    async ownerManuals(modelCodes) {
      return ownerManualMap(await byModelCodes(CONTENT_TYPES.ownerManual, modelCodes));
    },
  };
}
