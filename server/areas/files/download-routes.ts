// GET /api/files/{key}: a stored file (vehicle photos, content pictures, manuals, videos), streamed
// from the store, whole or a span of it (a video's seek, a PDF viewer's pages), never whole in
// memory. Keys are unguessable and a changed file gets a new key, so an answer may be cached for a
// year, and its tag answers 304 to a caller who has it. A manual carries its title as its file name.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../core/errors.ts';
import { type DownloadHeaders, answerTo, inlineDisposition } from '../../platform/files/download.ts';
import { fileUrl } from '../../core/file-addresses.ts';
import { contentTypeOf } from '../../platform/files/store.ts';
import { manualTitleOf } from '../../queries/content-files.ts';
import { typed } from '../../platform/http/typed.ts';

const binary = { type: 'string', format: 'binary' } as const;

export default async function fileRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  app.route({
    // HEAD declared beside GET so that it answers the size without reading the file (Fastify's own HEAD would read it all).
    method: ['GET', 'HEAD'],
    url: '/files/*',
    // Pictures, PDFs and videos are compressed already, and a span must stay the bytes it names.
    compress: false,
    schema: {
      tags: ['Files'],
      summary: 'A stored file by its key (as the answers that name it give it); Range asks for a span of it, If-None-Match with its ETag for a 304',
      security: [],
      params: { type: 'object', required: ['*'], properties: { '*': { type: 'string', maxLength: 300 } } },
      response: {
        200: binary,
        206: binary,
        304: { type: 'null', description: 'The caller holds this file already (If-None-Match)' },
        416: { $ref: 'Refusal#' },
      },
    },
    handler: async (request, reply) => {
      const key = request.params['*'];
      const file = await app.files.stat(key);
      if (!file) throw notFound('This file');
      reply
        .header('accept-ranges', 'bytes')
        .header('etag', file.etag)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      const answer = answerTo(request.headers as DownloadHeaders, file);
      if (answer.status === 304) return reply.status(304).send();
      if (answer.status === 416) {
        return reply.status(416).header('content-range', `bytes */${file.size}`).send({ message: 'The range asked for is outside the file.' });
      }
      const range = answer.status === 206 ? answer.range : undefined;
      // Asked before the file is opened, so that a failure leaves no stream open.
      const title = key.endsWith('.pdf') ? await manualTitleOf(app.database.db, fileUrl(key)) : undefined;
      const body = request.method === 'HEAD' ? undefined : await app.files.read(key, range);
      // Removed between the two questions to the store (a replaced photo): as if never there.
      if (request.method === 'GET' && !body) throw notFound('This file');
      if (title) reply.header('content-disposition', inlineDisposition(`${title}.pdf`));
      reply.type(contentTypeOf(key)).header('content-length', range ? range.end - range.start + 1 : file.size);
      if (range) reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
      return reply.send(body);
    },
  });
}
