// Where uploaded and generated files live (vehicle photos, content pictures, manuals, videos):
// one small interface, met by the data folder (here) or an S3-compatible bucket (s3-store.ts), so
// no route knows which. Files go in and out as streams: neither an upload nor a download is ever
// whole in memory. Keys are relative paths such as `vehicle-photos/3f9c….jpg`; the extension gives the type.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../core/errors.ts';
import { FILE_KEY_PATTERN } from '../../core/file-addresses.ts';

export interface StoredFile {
  size: number;
  /** A quoted entity tag (RFC 9110), different for different bytes. */
  etag: string;
  /** When it was written. */
  writtenAt: Date;
}

export interface ListedFile {
  key: string;
  /** When it was written. */
  writtenAt: Date;
}

/** The bytes from `start` to `end`, both included, as a Range header counts them. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface FileStore {
  /**
   * Writes the file whole or not at all: a stream that fails (an upload over its limit, a client
   * gone) or a store that fails leaves nothing under the key, and the promise fails with that error.
   */
  put(key: string, data: Buffer | Readable): Promise<void>;
  /** The file's size and tag without its bytes; undefined when there is no such file. */
  stat(key: string): Promise<StoredFile | undefined>;
  /** Its bytes (those of `range` only, when given) as a stream; undefined when there is no such file. */
  read(key: string, range?: ByteRange): Promise<Readable | undefined>;
  remove(key: string): Promise<void>;
  /** Every file it holds (for the sweep of files no record names). */
  list(): Promise<ListedFile[]>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
};

export const contentTypeOf = (key: string) => CONTENT_TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';

/** A key nobody can guess, so a file's address can be public and cached for ever: a new file gets a new key. */
export const newFileKey = (folder: string, extension: string) => `${folder}/${randomBytes(16).toString('hex')}${extension}`;

const WHOLE_KEY = new RegExp(`^${FILE_KEY_PATTERN}$`);

/** Keys are our own words and hex: anything else (`..`, absolute paths, odd characters) names no file. */
export const isFileKey = (key: string) => WHOLE_KEY.test(key);

/** Files in a folder of the local disk (by default DATA_DIR/files). */
export function diskFileStore(root: string): FileStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    if (!isFileKey(key)) throw new Error(`Not a file key: ${key}`);
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`Not a file key: ${key}`);
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside and renamed into place, so a reader never sees half a file; a write that
      // fails (a full disk) takes its part-written file away with it.
      const partial = `${path}.${randomBytes(4).toString('hex')}.partial`;
      try {
        await writeFile(partial, data);
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true }).catch(() => undefined);
        throw error;
      }
    },
    async stat(key) {
      if (!isFileKey(key)) return undefined;
      const found = await stat(pathOf(key)).catch(missingAsUndefined);
      if (!found?.isFile()) return undefined;
      // Files are never rewritten in place (a new file gets a new key), so size and time tell them apart.
      return { size: found.size, etag: `"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`, writtenAt: found.mtime };
    },
    async read(key, range) {
      if (!isFileKey(key)) return undefined;
      // Opened before the stream is made, so a missing file is an answer, not a stream that fails later.
      const handle = await open(pathOf(key)).catch(missingAsUndefined);
      return handle?.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    async remove(key) {
      if (!isFileKey(key)) return;
      await rm(pathOf(key), { force: true });
    },
    async list() {
      const names = await readdir(base, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      const listed: ListedFile[] = [];
      // Only keys: a write's part-written file beside its key is no file of ours yet.
      for (const key of names.map((name) => name.split(sep).join('/')).filter(isFileKey)) {
        const found = await stat(join(base, key)).catch(() => undefined);
        if (found?.isFile()) listed.push({ key, writtenAt: found.mtime });
      }
      return listed;
    },
  };
}

function missingAsUndefined(error: NodeJS.ErrnoException): undefined {
  if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined;
  throw error;
}

export const fileStoreRoot = (dataDir: string) => join(dataDir, 'files');

export const DISK_FULL = 'There is no room left to store this file just now, so nothing was saved. Please try again later.';
export const CANNOT_STORE = 'The file could not be stored just now, so nothing was saved. Please try again in a moment.';
export const CANNOT_READ = 'The file cannot be fetched just now. Please try again in a moment.';

/**
 * The store as routes use it: a file that cannot be written (a full disk, a disk or bucket that
 * fails) answers 507 or 503 with a sentence, and one that cannot be read 503, not a 500. Each route
 * stores its files before it saves the record naming them, so a refused file leaves no record
 * pointing at it. A stream that failed on the caller's side (an upload over its limit) keeps its own error.
 */
export function refusingUnwritable(store: FileStore, log: Pick<FastifyBaseLogger, 'error'>): FileStore {
  const unavailable = (error: unknown, key?: string): never => {
    log.error({ err: error, key }, 'the file store could not be reached');
    throw new HttpError(503, CANNOT_READ);
  };
  return {
    ...store,
    async put(key, data) {
      try {
        await store.put(key, data);
      } catch (error) {
        // The upload's own failure stays its own; an AbortError is the store having given up reading it.
        const upload = data instanceof Readable ? data.errored : null;
        if (upload && upload.name !== 'AbortError') throw upload;
        const code = (error as NodeJS.ErrnoException).code;
        const full = code === 'ENOSPC' || code === 'EDQUOT';
        log.error({ err: error, key }, 'a file could not be stored');
        throw full ? new HttpError(507, DISK_FULL) : new HttpError(503, CANNOT_STORE);
      }
    },
    stat: (key) => store.stat(key).catch((error: unknown) => unavailable(error, key)),
    read: (key, range) => store.read(key, range).catch((error: unknown) => unavailable(error, key)),
  };
}

/** A key of no file: reading it asks the store without finding anything, and throws only when the store cannot be reached. */
const PROBE_KEY = 'health/probe.txt';

/** Whether the store answers now (the health check and /metrics ask): a failure is logged, never thrown. */
export function fileStoreAnswers(store: FileStore, log: Pick<FastifyBaseLogger, 'warn'>): Promise<boolean> {
  return store.stat(PROBE_KEY).then(
    () => true,
    (error: unknown) => (log.warn({ err: error }, 'the file store did not answer'), false),
  );
}
