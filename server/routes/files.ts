// GET /api/files/{key}: a stored file (vehicle photos, content pictures, manuals, videos). Keys
// are unguessable and a changed file gets a new key, so an answer may be cached for a year.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.ts';
import { FILE_KEY_PATTERN } from '../files/store.ts';

export default async function fileRoutes(app: FastifyInstance) {
  app.get(
    '/files/*',
    {
      schema: {
        tags: ['Files'],
        summary: 'A stored file by its key (as the answers that name it give it)',
        security: [],
        params: { type: 'object', properties: { '*': { type: 'string', maxLength: 300 } } },
        response: { 200: { type: 'string', format: 'binary' } },
      },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const file = await app.files.get(key);
      if (!file) throw notFound('This file');
      return reply
        .type(file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );
}

/** The address a stored file is served at. */
export const fileUrl = (key: string) => `/api/files/${key}`;

const ADDRESS = new RegExp(`${fileUrl('')}(${FILE_KEY_PATTERN})`, 'g');

/** The keys of the stored files whose addresses a text (a document's JSON, a model's image) holds. */
export const fileKeysIn = (text: string) => [...text.matchAll(ADDRESS)].map((match) => match[1]!);
