// What the demo's content documents are made with: a row of the content store, a file kept in the
// file store under a new key (its address goes in the row), and the body a model line is drawn as.
import type { contentDocuments } from '../../generated/tables.ts';
import { fileUrl } from '../../core/file-addresses.ts';
import { type FileStore, newFileKey } from '../../platform/files/store.ts';
import type { ModelLine } from './model-line.ts';
import type { BodyStyle } from './pictures.ts';

export type ContentRow = typeof contentDocuments.$inferInsert;

/** Keeps `data` in the file store's `folder` and answers its address. */
export type Store = (folder: string, extension: string, data: Buffer) => Promise<{ url: string }>;

export const storer =
  (files: FileStore): Store =>
  async (folder, extension, data) => {
    const key = newFileKey(folder, extension);
    await files.put(key, data);
    return { url: fileUrl(key) };
  };

export const styleOf = (line: ModelLine): BodyStyle => (line.type === 'UTE' ? 'UTE' : line.type === 'HATCH' ? 'HATCH' : 'SUV');
