// Documents of the content store that hold one file (a vehicle picture, an owner's manual), as the
// back office replaces them: the document under its stable key is created or overwritten, and
// the caller learns which file it held before so that file can go once nothing points at it.
import { and, eq, sql } from 'drizzle-orm';
import { CONTENT_TYPES } from '../../shared/content.ts';
import type { Db } from '../db/connect.ts';
import { contentDocuments } from '../generated/tables.ts';

export interface FileDocument {
  key: string;
  type: string;
  name: string;
  elements: Record<string, unknown>;
}

export function contentFileRepository(db: Db) {
  return {
    /** Creates or replaces the document; answers it and the document as it was before (undefined when new). */
    async replace(document: FileDocument) {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(contentDocuments).where(eq(contentDocuments.document_key, document.key)).for('update');
        const [saved] = await tx
          .insert(contentDocuments)
          .values({ document_key: document.key, type: document.type, name: document.name, elements: document.elements, published: true })
          .onConflictDoUpdate({
            target: contentDocuments.document_key,
            set: { type: document.type, name: document.name, elements: document.elements, updated_at: sql`now()` },
          })
          .returning();
        return { saved: saved!, before };
      });
    },
  };
}

/** The title of the owner's manual whose file is at `url`, as a download names the file; undefined when no manual holds it. */
export async function manualTitleOf(db: Db, url: string): Promise<string | undefined> {
  const [found] = await db
    .select({ title: sql<string | null>`${contentDocuments.elements}->>'title'` })
    .from(contentDocuments)
    .where(and(eq(contentDocuments.type, CONTENT_TYPES.ownerManual), sql`${contentDocuments.elements}->'file'->>'url' = ${url}`))
    .limit(1);
  return found?.title ?? undefined;
}
