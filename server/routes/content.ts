// The content calls of the public menu (owner-portal.txt 2.5 and 7; decisions.md, "Content
// service"), open to visitors: one published document by its key (the menu header's logo and
// links) and published documents by type (the model menu's C-Models, as Update Acoustic writes them).
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.ts';
import { contentRepository } from '../repositories/content.ts';

/** The model menu asks for up to 9999 documents (owner-portal.txt 9). */
const MAX_ROWS = 9999;

const item = { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' }, type: { type: 'string' }, elements: { type: 'object' } } } as const;

export default async function contentRoutes(app: FastifyInstance) {
  const content = contentRepository(app.database.db);
  const tags = ['Content'];

  app.get('/content/search', {
    schema: {
      tags,
      summary: 'Published content documents, by name; type narrows them (C-Models: the model menu)',
      security: [],
      querystring: {
        type: 'object',
        properties: {
          type: { type: 'string', maxLength: 200 },
          start: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
          rows: { type: 'integer', minimum: 1, maximum: MAX_ROWS, default: 100 },
        },
      },
      response: { 200: { type: 'object', properties: { numFound: { type: 'integer' }, documents: { type: 'array', items: item } } } },
    },
  }, async (request) => content.search(request.query as { type?: string; start: number; rows: number }));

  app.get('/content/:contentId', {
    schema: {
      tags,
      summary: 'One published content document by its key (the menu header: menu-header)',
      security: [],
      params: { type: 'object', required: ['contentId'], properties: { contentId: { type: 'string', maxLength: 200 } } },
      response: { 200: item },
    },
  }, async (request) => {
    const { contentId } = request.params as { contentId: string };
    const document = await content.document(contentId);
    if (!document) throw notFound('This content');
    return document;
  });
}
