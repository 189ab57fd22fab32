// Documents a sync publishes to the embedded content store (areas/sync/acoustic-embedded.ts): a
// resource's set upserted by document key in one transaction, so a failure part way leaves the
// store as it was, and the documents it published before whose record has gone unpublished.
import { and, eq, like, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { contentDocuments } from '../generated/tables.ts';

export interface ContentDocument {
  type: string;
  name: string;
  document_key: string;
  elements: Record<string, unknown>;
  published: boolean;
}

export interface DocumentSet {
  type: string;
  /** Every key this resource writes starts with it, so its own documents can be told apart. */
  keyPrefix: string;
  documents: ContentDocument[];
}

/** The database's own words for a failed statement: drizzle's wrapper message repeats the whole query. */
function reasonOf(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  const source = cause instanceof Error ? cause : error;
  return source instanceof Error ? source.message : String(source);
}

async function save(tx: Db, document: ContentDocument): Promise<void> {
  try {
    // One statement per document, like the authoring API's one call per document.
    await tx
      .insert(contentDocuments)
      .values(document)
      .onConflictDoUpdate({
        target: contentDocuments.document_key,
        set: { type: document.type, name: document.name, elements: document.elements, published: document.published, updated_at: new Date() },
      });
  } catch (error) {
    throw new Error(`the content store could not save document ${document.document_key} (${reasonOf(error)})`, { cause: error });
  }
}

export async function publishDocuments(db: Db, { type, keyPrefix, documents }: DocumentSet): Promise<void> {
  await db.transaction(async (tx) => {
    for (const document of documents) await save(tx, document);
    // Documents this resource published earlier whose record has gone leave the menu and lists.
    const stale = [eq(contentDocuments.type, type), like(contentDocuments.document_key, `${keyPrefix}%`), eq(contentDocuments.published, true)];
    const keys = documents.map((d) => d.document_key);
    await tx
      .update(contentDocuments)
      .set({ published: false, updated_at: sql`now()` })
      .where(and(...stale, keys.length ? notInArray(contentDocuments.document_key, keys) : undefined));
  });
}
