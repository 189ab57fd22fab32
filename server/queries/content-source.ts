// What the server reads from the content service (docs/decisions.md, "Content service"): one small
// interface, so the embedded store (./content.ts) and a real Acoustic delivery client can stand
// behind the same routes and garage answers. Only published documents are ever answered.
import type { OwnerManualElements, VehicleImageElements } from '../../shared/content.ts';
import type { ContentItem, ContentSearchResult } from '../../shared/generated/types.ts';

/** Elements a search can match exactly, as the owner screens look documents up (docs/owner-app.md 7). */
export const ELEMENT_FILTERS = ['model', 'modelCode', 'colourCode'] as const;
export type ElementFilter = (typeof ELEMENT_FILTERS)[number];

export interface ContentQuery {
  type?: string;
  /** Documents whose element of this name equals the value (videos of a model, a code's manual). */
  elements?: Partial<Record<ElementFilter, string>>;
  start: number;
  rows: number;
}

export interface ContentSource {
  /** One published document by its key. */
  document(key: string): Promise<ContentItem | undefined>;
  /** Published documents by name, a page at a time, with how many match. */
  search(query: ContentQuery): Promise<ContentSearchResult>;
  /** Picture addresses of these model codes by "code\u0000colour code". */
  vehicleImages(modelCodes: string[]): Promise<Map<string, string>>;
  /** The owner's manual of each of these model codes. */
  ownerManuals(modelCodes: string[]): Promise<Map<string, { title: string; url: string }>>;
}

// Elements as stored or delivered: the shapes of shared/content.ts, read defensively.
type Named = { name: string; elements: unknown };

/** Picture addresses by "code\u0000colour code" of Vehicle Image documents; one without a picture or colour is left out. */
export function vehicleImageMap(documents: Named[]): Map<string, string> {
  const pictures = new Map<string, string>();
  for (const { elements } of documents as { elements: Partial<VehicleImageElements> | null }[]) {
    if (elements?.image?.url && elements.colourCode) pictures.set(`${elements.modelCode}\u0000${elements.colourCode}`, elements.image.url);
  }
  return pictures;
}

/** The manual of each model code among Owner Manual documents, titled by the document's name when it has no title. */
export function ownerManualMap(documents: Named[]): Map<string, { title: string; url: string }> {
  const manuals = new Map<string, { title: string; url: string }>();
  for (const { name, elements } of documents as { name: string; elements: Partial<OwnerManualElements> | null }[]) {
    if (elements?.file?.url && elements.modelCode) manuals.set(elements.modelCode, { title: elements.title || name, url: elements.file.url });
  }
  return manuals;
}
