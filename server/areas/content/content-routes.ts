// The content calls (docs/owner-app.md 2.5, 2.15 and 7; docs/decisions.md, "Content service"), open to
// visitors, answered by app.content whichever content service stands behind it: one published
// document by its key (the menu header, the how-to videos page) and published documents by type,
// narrowed by an element (the videos of a model, a code's pictures), up to the section 9 limits.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../core/errors.ts';
import { ELEMENT_FILTERS } from '../../queries/content-source.ts';
import { typed } from '../../platform/http/typed.ts';

/** The model menu asks for up to 9999 documents, videos 1000 and categories 999 (docs/owner-app.md 9). */
const MAX_ROWS = 9999;
/** The catalogue is the same for everyone: kept a minute, as long as the server keeps a hub's answer by default (ACOUSTIC_CACHE_SECONDS). */
const config = { publicMaxAge: 60 };

export default async function contentRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const content = app.content;
  const tags = ['Content'];

  app.get(
    '/content/search',
    {
      config,
      schema: {
        tags,
        summary:
          'Published content documents, by name; type narrows them (C-Models: the model menu), and model, modelCode or colourCode to those whose element equals it',
        security: [],
        querystring: {
          type: 'object',
          properties: {
            type: { type: 'string', maxLength: 200 },
            start: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
            rows: { type: 'integer', minimum: 1, maximum: MAX_ROWS, default: 100 },
            ...Object.fromEntries(
              ELEMENT_FILTERS.map((name) => [name, { type: 'string', maxLength: 200, description: `Documents whose elements.${name} equals this` }]),
            ),
          },
        },
        response: { 200: { $ref: 'ContentSearchResult#' } },
      },
    },
    async (request) => {
      const { type, start, rows, ...rest } = request.query;
      return content.search({ type, start, rows, elements: Object.fromEntries(ELEMENT_FILTERS.map((name) => [name, rest[name]])) });
    },
  );

  app.get(
    '/content/:contentId',
    {
      config,
      schema: {
        tags,
        summary: 'One published content document by its key (the menu header: menu-header)',
        security: [],
        params: { type: 'object', required: ['contentId'], properties: { contentId: { type: 'string', maxLength: 200 } } },
        response: { 200: { $ref: 'ContentItem#' } },
      },
    },
    async (request) => {
      const { contentId } = request.params;
      const document = await content.document(contentId);
      if (!document) throw notFound('This content');
      return document;
    },
  );
}
