// Stored files (GET /api/files/{key}): served with their type and a year of caching to anyone
// holding the unguessable key; anything else, a path that climbs out of the store included, is 404.
// Streamed whole or as one span (206, 416 outside the file), with an ETag that answers 304, and a
// manual under its title as the file name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newFileKey } from '../../server/platform/files/store.ts';
import { contentDocuments } from '../../server/generated/tables.ts';
import { CONTENT_TYPES } from '../../shared/content.ts';
import { type TestApi, startApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('stored files', () => {
  it('serves a stored file with its type and long caching, to visitors too', async () => {
    const key = newFileKey('manuals', '.pdf');
    await api.app.files.put(key, Buffer.from('%PDF-1.4 test'));
    const response = await api.app.inject({ method: 'GET', url: `/api/files/${key}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.body).toBe('%PDF-1.4 test');
  });

  it('answers 404 for a key that names no file, and for a path out of the store', async () => {
    for (const url of [
      '/api/files/manuals/missing.pdf',
      '/api/files/..%2F..%2Fpackage.json',
      '/api/files/../../package.json',
      '/api/files/%2Fetc%2Fpasswd',
      '/api/files/',
    ]) {
      const response = await api.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message, url).toEqual(expect.any(String));
    }
  });

  it('refuses to store under a key that is not one of ours', async () => {
    await expect(api.app.files.put('../escape.txt', Buffer.from('x'))).rejects.toThrow();
  });
});

describe('a stored file in spans and by its tag', () => {
  const BYTES = Buffer.from(Array.from({ length: 4000 }, (_, i) => i % 251));
  let url: string;
  beforeAll(async () => {
    const key = newFileKey('videos', '.webm');
    await api.app.files.put(key, BYTES);
    url = `/api/files/${key}`;
  });
  const get = (headers: Record<string, string> = {}) => api.app.inject({ url, headers });

  it('says it serves spans and gives its size and tag', async () => {
    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({ 'accept-ranges': 'bytes', 'content-length': '4000', 'content-type': 'video/webm' });
    expect(whole.headers.etag).toMatch(/^"[^"]+"$/);
    expect(whole.rawPayload.equals(BYTES)).toBe(true);
  });

  it('answers a span with 206 and Content-Range, an open end and a suffix too', async () => {
    const span = await get({ range: 'bytes=100-199' });
    expect(span.statusCode).toBe(206);
    expect(span.headers).toMatchObject({ 'content-range': 'bytes 100-199/4000', 'content-length': '100' });
    expect(span.rawPayload.equals(BYTES.subarray(100, 200))).toBe(true);
    expect((await get({ range: 'bytes=3990-' })).rawPayload.equals(BYTES.subarray(3990))).toBe(true);
    expect((await get({ range: 'bytes=-10' })).headers['content-range']).toBe('bytes 3990-3999/4000');
  });

  it('answers 416 with the size for a span outside the file', async () => {
    const outside = await get({ range: 'bytes=4000-' });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe('bytes */4000');
    expect(outside.json().message).toEqual(expect.any(String));
  });

  it('answers 304 with no body to a caller holding its tag, and the whole file when If-Range names another', async () => {
    const { etag } = (await get()).headers;
    const held = await get({ 'if-none-match': etag as string });
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe('');
    expect(held.headers.etag).toBe(etag);
    expect((await get({ range: 'bytes=0-9', 'if-range': etag as string })).statusCode).toBe(206);
    expect((await get({ range: 'bytes=0-9', 'if-range': '"an-older-one"' })).statusCode).toBe(200);
  });

  it('answers HEAD with the size and no body', async () => {
    const head = await api.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('4000');
    expect(head.body).toBe('');
  });
});

describe("an owner's manual", () => {
  it('is served inline under its title, the exact one as filename* when it is not plain ASCII', async () => {
    const plain = newFileKey('manuals', '.pdf');
    const curly = newFileKey('manuals', '.pdf');
    for (const key of [plain, curly]) await api.app.files.put(key, Buffer.from('%PDF-1.4 manual'));
    await api.app.database.db.insert(contentDocuments).values(
      [
        [plain, "Cannon Alpha owner's manual"],
        [curly, 'Cannon Alpha owner’s manual'],
      ].map(([key, title], i) => ({
        type: CONTENT_TYPES.ownerManual,
        name: title!,
        document_key: `owner-manual-test-${i}`,
        elements: { modelCode: `TEST${i}`, title, file: { url: `/api/files/${key}` } },
      })),
    );
    const named = await api.app.inject({ url: `/api/files/${plain}` });
    expect(named.headers['content-disposition']).toBe(`inline; filename="Cannon Alpha owner's manual.pdf"`);
    expect((await api.app.inject({ url: `/api/files/${curly}` })).headers['content-disposition']).toBe(
      `inline; filename="Cannon Alpha owner_s manual.pdf"; filename*=UTF-8''Cannon%20Alpha%20owner%E2%80%99s%20manual.pdf`,
    );
  });
});
