// What the content calls answer (owner-portal.txt 7, "Content"), shaped like the content
// service's delivery API so the real one can stand behind the same screens.

export interface ContentItem {
  /** The document's key, the content id of GET /api/content/{contentId}. */
  id: string;
  name: string;
  type: string;
  elements: Record<string, unknown>;
}

/** GET /api/content/search: published documents, by name. */
export interface ContentSearchResult {
  numFound: number;
  documents: ContentItem[];
}
