// The file store in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2...), chosen by S3_BUCKET:
// what several server processes behind a balancer share. The SDK finds the credentials itself (the
// standard AWS variables, a profile or an instance role), so they never pass through our config or log.
// The SDK (some 7 MB of heap) is imported only when a bucket is used, not by every server.
import type { Readable } from 'node:stream';
import type { S3Config } from '../../core/config.ts';
import { type FileStore, type ListedFile, contentTypeOf, isFileKey } from './store.ts';

/** S3's smallest part: a stream is sent a part at a time, so an upload holds at most this much (times QUEUE) in memory. */
const PART_BYTES = 5 * 1024 * 1024;
const QUEUE = 2;
/**
 * A download holds its connection to the bucket until the client has read the last byte, so the
 * SDK's 50 sockets would let 50 slow downloads keep every photo waiting.
 */
const MAX_SOCKETS = 500;

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
};
const missingAsUndefined = (error: unknown): undefined => {
  if (isMissing(error)) return undefined;
  throw plain(error);
};

/**
 * The SDK's error as one the log may hold: its name, code and status. The SDK's own carries what
 * the bucket answered, such as the access key id it refused (AWSAccessKeyId) and the signature.
 */
function plain(error: unknown): Error {
  const { name, message, code, Code, $metadata } = error as Error & { code?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  const status = $metadata?.httpStatusCode ? ` (HTTP ${$metadata.httpStatusCode})` : '';
  return Object.assign(new Error(`the bucket answered ${name}: ${message}${status}`), { code: Code ?? code });
}

export async function s3FileStore(config: S3Config): Promise<FileStore & { close(): void }> {
  const [{ DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, paginateListObjectsV2 }, { Upload }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/lib-storage'),
  ]);
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible servers refuse the SDK's newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that does not answer fails the request in seconds (503 to the caller), rather than holding it.
    requestHandler: {
      connectionTimeout: 3000,
      requestTimeout: 30_000,
      httpAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
      httpsAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
    },
  });
  const Bucket = config.bucket;
  const checked = (key: string) => {
    if (!isFileKey(key)) throw new Error(`Not a file key: ${key}`);
    return key;
  };

  return {
    async put(key, data) {
      // One PutObject for a small file, a multipart upload for a large one; a failed stream aborts the upload.
      const upload = new Upload({
        client,
        params: { Bucket, Key: checked(key), Body: data, ContentType: contentTypeOf(key) },
        partSize: PART_BYTES,
        queueSize: QUEUE,
      });
      await upload.done().catch((error: unknown) => {
        throw plain(error);
      });
    },
    async stat(key) {
      if (!isFileKey(key)) return undefined;
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key })).catch(missingAsUndefined);
      if (!head) return undefined;
      return { size: head.ContentLength ?? 0, etag: head.ETag ?? '""', writtenAt: head.LastModified ?? new Date(0) };
    },
    async read(key, range) {
      if (!isFileKey(key)) return undefined;
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key, Range })).catch(missingAsUndefined);
      return object?.Body as Readable | undefined;
    },
    async remove(key) {
      if (!isFileKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch((error: unknown) => {
        throw plain(error);
      });
    },
    async list() {
      const listed: ListedFile[] = [];
      try {
        for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
          for (const object of page.Contents ?? []) {
            if (object.Key && isFileKey(object.Key)) listed.push({ key: object.Key, writtenAt: object.LastModified ?? new Date(0) });
          }
        }
      } catch (error) {
        throw plain(error);
      }
      return listed;
    },
    close: () => client.destroy(),
  };
}
