// The contract of a FileStore (server/platform/files/store.ts), run on both stores: the data folder and an
// S3-compatible bucket (s3rver in this process, tests/support/s3-server.ts). Each writes a file
// whole or not at all, from a buffer or a stream, reads it back whole or a span of it, tells its
// size and tag without reading it, lists and removes, and names no file outside its keys.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3FileStore } from '../../server/platform/files/s3-store.ts';
import { type FileStore, diskFileStore, newFileKey } from '../../server/platform/files/store.ts';
import { type LocalS3, startLocalS3 } from '../support/s3-server.ts';

const S3_PORT = 55491;
/** Over S3's 5 MB part, so a stream goes up as a multipart upload. */
const LARGE = Buffer.alloc(6 * 1024 * 1024 + 123, 7);
const chunksOf = (data: Buffer, size = 64 * 1024) =>
  Readable.from(Array.from({ length: Math.ceil(data.length / size) }, (_, i) => data.subarray(i * size, (i + 1) * size)));
/** A stream that gives some bytes and then fails, as an upload over its limit does. */
const failingStream = () =>
  new Readable({
    read() {
      this.push(Buffer.alloc(64 * 1024, 1));
      this.destroy(Object.assign(new Error('the upload went over its limit'), { code: 'FST_REQ_FILE_TOO_LARGE' }));
    },
  });

let folder: string;
let s3: LocalS3;
let bucket: Awaited<ReturnType<typeof s3FileStore>>;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'mygwm-store-contract-'));
  s3 = await startLocalS3(S3_PORT, 'contract');
  bucket = await s3FileStore(s3.config);
});
afterAll(async () => {
  bucket?.close();
  await s3?.close();
  rmSync(folder, { recursive: true, force: true });
});

const stores: [string, () => FileStore][] = [
  ['the data folder', () => diskFileStore(folder)],
  ['an S3-compatible bucket', () => bucket],
];

describe.each(stores)('a file store on %s', (_, storeOf) => {
  const read = async (store: FileStore, key: string, range?: { start: number; end: number }) => buffer((await store.read(key, range))!);

  it('keeps a file written from a buffer, with its size and tag, whole and in spans', async () => {
    const store = storeOf();
    const key = newFileKey('manuals', '.pdf');
    const data = Buffer.from('%PDF-1.4 a manual of some length');
    await store.put(key, data);
    const stat = await store.stat(key);
    expect(stat).toMatchObject({ size: data.length, etag: expect.stringMatching(/^"[^"]+"$/) });
    expect(Date.now() - stat!.writtenAt.getTime()).toBeLessThan(60_000);
    expect((await store.stat(key))!.etag).toBe(stat!.etag);
    expect(await read(store, key)).toEqual(data);
    expect(await read(store, key, { start: 5, end: 7 })).toEqual(data.subarray(5, 8));
  });

  it('keeps a large file written from a stream, byte for byte', async () => {
    const store = storeOf();
    const key = newFileKey('videos', '.webm');
    await store.put(key, chunksOf(LARGE));
    expect((await store.stat(key))!.size).toBe(LARGE.length);
    expect((await read(store, key)).equals(LARGE)).toBe(true);
    expect(await read(store, key, { start: LARGE.length - 10, end: LARGE.length - 1 })).toEqual(LARGE.subarray(-10));
  });

  it('keeps nothing of a stream that fails, and fails with its error', async () => {
    const store = storeOf();
    const key = newFileKey('videos', '.mp4');
    await expect(store.put(key, failingStream())).rejects.toMatchObject({ code: 'FST_REQ_FILE_TOO_LARGE' });
    expect(await store.stat(key)).toBeUndefined();
    expect((await store.list()).map((file) => file.key)).not.toContain(key);
  });

  it('lists its files with when each was written, and forgets a removed one', async () => {
    const store = storeOf();
    const key = newFileKey('vehicle-photos', '.jpg');
    await store.put(key, Buffer.from('a photo'));
    const listed = (await store.list()).find((file) => file.key === key);
    expect(Date.now() - listed!.writtenAt.getTime()).toBeLessThan(60_000);
    await store.remove(key);
    expect(await store.stat(key)).toBeUndefined();
    expect(await store.read(key)).toBeUndefined();
    expect((await store.list()).map((file) => file.key)).not.toContain(key);
  });

  it('knows no file under a key that is not one of ours, and never writes one', async () => {
    const store = storeOf();
    for (const key of ['manuals/missing.pdf', '../escape.txt', '/etc/passwd', 'Photos/A.JPG']) {
      expect(await store.stat(key), key).toBeUndefined();
      expect(await store.read(key), key).toBeUndefined();
      await store.remove(key);
    }
    await expect(store.put('../escape.txt', Buffer.from('x'))).rejects.toThrow(/Not a file key/);
  });
});
