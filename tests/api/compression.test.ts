// Compressed API answers: a JSON answer of 1 KB or more comes back as brotli or gzip, as the
// caller's Accept-Encoding asks, with Vary, and decodes to the same JSON; a CSV export streams
// compressed and decodes to the same file; a small answer, and any answer to a caller asking
// for neither, come back as they are.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_FROM_BYTES } from '../../server/platform/http/compression.ts';
import { type TestApi, startApi } from './harness.ts';
import { insertPentana } from './owner-fixtures.ts';

let api: TestApi;

beforeAll(async () => {
  api = await startApi();
  for (let i = 0; i < 20; i++) await insertPentana(api, { primary_last_name: `Compressed ${i}`, email_address: `owner${i}@compressed.example` });
});
afterAll(() => api.close());

const LIST = '/api/pentanas?per_page=50';
const ask = (url: string, encoding?: string) =>
  api.app.inject({ method: 'GET', url, headers: { ...api.authorization('admin'), ...(encoding ? { 'accept-encoding': encoding } : {}) } });

describe('compressed answers', () => {
  it('sends a list as brotli or gzip, as asked, decoding to the same JSON', async () => {
    const plain = await ask(LIST);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const reply = await ask(LIST, encoding === 'br' ? 'gzip, deflate, br' : 'gzip');
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-encoding'], encoding).toBe(encoding);
      expect(String(reply.headers.vary)).toMatch(/accept-encoding/i);
      expect(reply.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decode(reply.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
  });

  it('leaves a small answer as it is', async () => {
    const reply = await ask('/api/pentanas/count', 'br, gzip');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.json()).toEqual({ count: 20 });
  });

  it('streams a CSV export compressed, decoding to the same file', async () => {
    const plain = await ask('/api/pentanas/export');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.split('\n').filter(Boolean)).toHaveLength(21);
    const reply = await ask('/api/pentanas/export', 'br, gzip');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-disposition']).toBe(plain.headers['content-disposition']);
    expect(brotliDecompressSync(reply.rawPayload).toString('utf8')).toBe(plain.body);
  });
});
