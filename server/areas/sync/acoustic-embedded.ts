// The embedded default of Acoustic: publishes catalogue records as documents of our own content
// store (content_documents, queries/published-documents.ts).
import type { Db } from '../../db/connect.ts';
import { publishDocuments } from '../../queries/published-documents.ts';
import { contentDocumentsFor } from './content-documents.ts';
import type { MarketingPlatform } from './platform.ts';

export function embeddedAcoustic(db: Db): MarketingPlatform {
  return {
    async publish(resource, records) {
      const set = contentDocumentsFor(resource, records);
      await publishDocuments(db, set);
      return { count: records.length, sent: set.documents };
    },
  };
}
