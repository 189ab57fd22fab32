// The embedded content store, our default ContentSource (./content-source.ts): the published
// documents of the content_documents table, in the shape of the content service's delivery API
// (shared/content.ts).
import { type SQL, and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { CONTENT_TYPES } from '../../shared/content.ts';
import type { ContentItem, ContentSearchResult } from '../../shared/generated/types.ts';
import type { Db } from '../db/connect.ts';
import { contentDocuments } from '../generated/tables.ts';
import { type ContentQuery, type ContentSource, ownerManualMap, vehicleImageMap } from './content-source.ts';

// A document saved without the flag counts as published, the schema's default.
const isPublished = sql`${contentDocuments.published} is not false`;

const item = {
  id: contentDocuments.document_key,
  name: contentDocuments.name,
  type: contentDocuments.type,
  elements: contentDocuments.elements,
};

const asItem = (row: { id: string; name: string; type: string; elements: unknown }): ContentItem => ({
  ...row,
  elements: (row.elements ?? {}) as Record<string, unknown>,
});

const elementIs = (name: string, value: string) => sql`${contentDocuments.elements}->>${name} = ${value}`;

export function contentRepository(db: Db): ContentSource {
  /** Published documents of a type whose elements name one of these model codes. */
  const published = async (type: string, modelCodes: string[]) =>
    modelCodes.length
      ? db
          .select({ name: contentDocuments.name, elements: contentDocuments.elements })
          .from(contentDocuments)
          .where(and(isPublished, eq(contentDocuments.type, type), inArray(sql<string>`${contentDocuments.elements}->>'modelCode'`, modelCodes)))
          .orderBy(asc(contentDocuments.id))
      : [];

  return {
    async document(key: string): Promise<ContentItem | undefined> {
      const [row] = await db
        .select(item)
        .from(contentDocuments)
        .where(and(eq(contentDocuments.document_key, key), isPublished))
        .limit(1);
      return row && asItem(row);
    },

    async search(query: ContentQuery): Promise<ContentSearchResult> {
      const byElement = Object.entries(query.elements ?? {}).flatMap(([name, value]) => (value === undefined ? [] : [elementIs(name, value)]));
      const where: SQL | undefined = and(isPublished, query.type === undefined ? undefined : eq(contentDocuments.type, query.type), ...byElement);
      const [rows, [total]] = await Promise.all([
        db.select(item).from(contentDocuments).where(where).orderBy(asc(contentDocuments.name), asc(contentDocuments.id)).offset(query.start).limit(query.rows),
        db.select({ n: count() }).from(contentDocuments).where(where),
      ]);
      return { numFound: total?.n ?? 0, documents: rows.map(asItem) };
    },

    async vehicleImages(modelCodes: string[]): Promise<Map<string, string>> {
      return vehicleImageMap(await published(CONTENT_TYPES.vehicleImage, modelCodes));
    },

    async ownerManuals(modelCodes: string[]): Promise<Map<string, { title: string; url: string }>> {
      return ownerManualMap(await published(CONTENT_TYPES.ownerManual, modelCodes));
    },
  };
}
