// How the back office's content routes keep the file store and the content store in step: new
// files are stored first and taken back out when their document cannot be saved, so no document
// lacks its file (a file a saved document no longer names goes by forgetFiles, named-files.ts).
import { fileUrl } from '../routes/files.ts';
import { type FileStore, newFileKey } from './store.ts';

export interface NewFile {
  folder: string;
  extension: string;
  data: Buffer;
}

/** Stores the files, runs `save` with their addresses (in order), and removes them if saving fails. */
export async function storeWhileSaving<T>(files: FileStore, uploads: NewFile[], save: (urls: string[]) => Promise<T>): Promise<T> {
  const keys: string[] = [];
  const undo = () => Promise.all(keys.map((key) => files.remove(key).catch(() => undefined)));
  try {
    for (const upload of uploads) {
      const key = newFileKey(upload.folder, upload.extension);
      await files.put(key, upload.data);
      keys.push(key);
    }
    return await save(keys.map(fileUrl));
  } catch (error) {
    await undo();
    throw error;
  }
}
