// Stored files (GET /api/files/{key}): served with their type and a year of caching to anyone
// holding the unguessable key; anything else, a path that climbs out of the store included, is 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newFileKey } from '../../server/files/store.ts';
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
