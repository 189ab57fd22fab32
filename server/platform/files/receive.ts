// What the upload routes do with a file as it streams in, so that no upload is ever whole in
// memory: a picture goes through sharp and is stored resized, a manual or a video is stored as it
// arrives once its first bytes say what it is. Each answers the key it stored under, or the
// problem a person is told; the rest of a refused file is read past, so the form reads on.
import { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, NOT_AN_IMAGE, fittingResizer } from './images.ts';
import { type FileStore, newFileKey } from './store.ts';

export type Received = { key: string; problem?: undefined } | { key?: undefined; problem: string };

export const NO_FILE = 'Please choose a file.';
/** Enough of a file's start to tell a PDF, a WebM or an MP4. */
const HEAD_BYTES = 8;

/**
 * The multipart parser cuts a file at its size limit and says so only on the stream (`truncated`):
 * made an error here, at the end of the stream, so that no store keeps the cut file.
 */
function refuseCut(stream: Readable) {
  if ((stream as Readable & { truncated?: boolean }).truncated) throw Object.assign(new Error('The file is over its size limit.'), { code: TOO_LARGE });
}
export const TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';
const isTooLarge = (error: unknown) => (error as { code?: string }).code === TOO_LARGE;

/** Reads past the rest of a file the route will not keep. */
export async function readPast(stream: Readable) {
  stream.resume();
  await finished(stream).catch(() => undefined);
}

/** The picture cropped to fill `size`, as JPEG, stored in `folder`; not an image, or 20 MB or more, is a problem. */
export async function storeResized(files: FileStore, stream: Readable, folder: string, size: { width: number; height: number }): Promise<Received> {
  let bytes = 0;
  // Not destroyed when sharp stops early, so the parser's stream can still be read to its end.
  const chunks = stream.iterator({ destroyOnReturn: false });
  async function* counted() {
    for await (const chunk of chunks) {
      bytes += (chunk as Buffer).length;
      if (bytes >= MAX_IMAGE_BYTES) throw new Error('over the size limit');
      yield chunk as Buffer;
    }
    refuseCut(stream);
  }
  const resizer = await fittingResizer(size);
  let picture: Buffer;
  try {
    [picture] = await Promise.all([resizer.toBuffer(), pipeline(counted(), resizer)]);
  } catch (error) {
    // The parser's own limit is the form's to answer, as is a body cut short.
    if (isTooLarge(error) || stream.errored) throw stream.errored ?? error;
    await readPast(stream);
    return { problem: bytes >= MAX_IMAGE_BYTES ? IMAGE_TOO_LARGE : bytes ? NOT_AN_IMAGE : NO_FILE };
  }
  const key = newFileKey(folder, '.jpg');
  await files.put(key, picture);
  return { key };
}

/** The file stored in `folder` as it streams in, when `extensionOf` its first bytes names a kind we take; else `problem`. */
export async function storeChecked(
  files: FileStore,
  stream: Readable,
  folder: string,
  extensionOf: (head: Buffer) => string | undefined,
  problem: string,
): Promise<Received> {
  const chunks = stream.iterator({ destroyOnReturn: false });
  const head: Buffer[] = [];
  while (Buffer.concat(head).length < HEAD_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    head.push(next.value as Buffer);
  }
  if (!head.length) return { problem: NO_FILE };
  const extension = extensionOf(Buffer.concat(head));
  if (!extension) {
    await readPast(stream);
    return { problem };
  }
  const key = newFileKey(folder, extension);
  async function* whole() {
    yield* head;
    for await (const chunk of chunks) yield chunk as Buffer;
    refuseCut(stream);
  }
  await files.put(key, Readable.from(whole()));
  return { key };
}
