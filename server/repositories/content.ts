// Reads of the embedded content store for visitors: only published documents, in the shape of
// the content service's delivery API (shared/content.ts).
import { type SQL, and, asc, count, eq, sql } from 'drizzle-orm';
import type { ContentItem, ContentSearchResult } from '../../shared/content.ts';
import type { Db } from '../db/connect.ts';
import { contentDocuments } from '../generated/tables.ts';

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

export function contentRepository(db: Db) {
  return {
    async document(key: string): Promise<ContentItem | undefined> {
      const [row] = await db.select(item).from(contentDocuments).where(and(eq(contentDocuments.document_key, key), isPublished)).limit(1);
      return row && asItem(row);
    },

    async search(query: { type?: string; start: number; rows: number }): Promise<ContentSearchResult> {
      const where: SQL | undefined = and(isPublished, query.type === undefined ? undefined : eq(contentDocuments.type, query.type));
      const [rows, [total]] = await Promise.all([
        db.select(item).from(contentDocuments).where(where).orderBy(asc(contentDocuments.name), asc(contentDocuments.id)).offset(query.start).limit(query.rows),
        db.select({ n: count() }).from(contentDocuments).where(where),
      ]);
      return { numFound: total?.n ?? 0, documents: rows.map(asItem) };
    },
  };
}
