// How-to video documents as the back office saves them (CONTENT_TYPES.video): one per key, and
// one default per model, so saving a default video takes the flag off its model's others.
import { and, eq, ne, sql } from 'drizzle-orm';
import { CONTENT_TYPES, type VideoElements } from '../../shared/content.ts';
import type { Db } from '../db/connect.ts';
import { contentDocuments, models } from '../generated/tables.ts';

export interface VideoDocument {
  key: string;
  name: string;
  elements: VideoElements;
  published: boolean;
}

const isVideo = eq(contentDocuments.type, CONTENT_TYPES.video);

export function contentVideoRepository(db: Db) {
  return {
    async find(key: string) {
      const [row] = await db
        .select()
        .from(contentDocuments)
        .where(and(eq(contentDocuments.document_key, key), isVideo))
        .limit(1);
      return row && { ...row, elements: (row.elements ?? {}) as Partial<VideoElements> };
    },

    async keyTaken(key: string) {
      const [row] = await db.select({ id: contentDocuments.id }).from(contentDocuments).where(eq(contentDocuments.document_key, key)).limit(1);
      return Boolean(row);
    },

    /** The catalogue's model lines, as the videos page names them. */
    async modelLines(): Promise<string[]> {
      const rows = await db.selectDistinct({ model: models.model }).from(models);
      return rows.map((r) => r.model).filter((m): m is string => Boolean(m));
    },

    async categoryNames(): Promise<string[]> {
      const rows = await db.select({ name: contentDocuments.name }).from(contentDocuments).where(eq(contentDocuments.type, CONTENT_TYPES.videoCategory));
      return rows.map((r) => r.name);
    },

    /** Creates or overwrites the video under its key; a default one becomes its model's only default. */
    async save(video: VideoDocument) {
      return db.transaction(async (tx) => {
        const values = { type: CONTENT_TYPES.video, name: video.name, elements: video.elements, published: video.published };
        const [saved] = await tx
          .insert(contentDocuments)
          .values({ ...values, document_key: video.key })
          .onConflictDoUpdate({ target: contentDocuments.document_key, set: { ...values, updated_at: sql`now()` } })
          .returning();
        if (video.elements.default) {
          await tx
            .update(contentDocuments)
            .set({ elements: sql`jsonb_set(${contentDocuments.elements}, '{default}', 'false'::jsonb)`, updated_at: sql`now()` })
            .where(
              and(
                isVideo,
                ne(contentDocuments.document_key, video.key),
                sql`${contentDocuments.elements}->>'model' = ${video.elements.model}`,
                sql`${contentDocuments.elements}->>'default' = 'true'`,
              ),
            );
        }
        return saved!;
      });
    },
  };
}
