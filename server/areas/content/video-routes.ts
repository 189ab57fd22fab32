// The back office's how-to video dialog (administrators): POST /api/content/videos adds a video
// document, PUT /api/content/videos/{key} (or POST with _method=PUT) changes one. A multipart form:
// the video's fields, and optionally its thumbnail (any image, stored at 490x275) and its file
// (WebM or MP4) in place of an address. Every problem is answered at once under its field; a
// refused form stores nothing, and files the saved video no longer names are removed. A saved video
// is recorded in the audit log in its own transaction (the defaults it takes from others are part of it).
// The form is read by video-form.ts, the video saved by save-video.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_VIDEO_BYTES, VIDEO_TOO_LARGE } from '../../../shared/content-uploads.ts';
import { HttpError } from '../../core/errors.ts';
import { readForm } from '../../platform/files/multipart.ts';
import { typed } from '../../platform/http/typed.ts';
import { saveVideo } from './save-video.ts';
import { receiveVideo } from './video-form.ts';

export default async function contentVideoRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const tags = ['Content'];
  const fields =
    'model, video_title, video_url (or a video_file), disclaimer, default, categories (a JSON list of category names), published; files thumbnail and video_file';

  async function save(request: FastifyRequest, key: string | undefined) {
    const form = await readForm(request, { maxFileBytes: MAX_VIDEO_BYTES, tooLarge: VIDEO_TOO_LARGE, maxFiles: 2 }, app.files, receiveVideo(app.files));
    if (!form) throw new HttpError(415, 'Send the video as a multipart form (multipart/form-data).');
    return saveVideo(app, request, form, key);
  }

  const schema = (summary: string) => ({
    tags,
    summary: `${summary} (multipart: ${fields})`,
    consumes: ['multipart/form-data'],
    response: { 200: { $ref: 'SavedDocument#' } },
  });

  app.post('/content/videos', { onRequest: app.allow(), schema: schema('Adds a how-to video; a default one becomes its model’s only default') }, (request) =>
    save(request, undefined),
  );

  app.put(
    '/content/videos/:key',
    {
      onRequest: app.allow(),
      schema: {
        ...schema('Changes a how-to video; a thumbnail or file sent replaces the old one'),
        params: { type: 'object', required: ['key'], properties: { key: { type: 'string', maxLength: 200 } } },
      },
    },
    (request) => save(request, request.params.key),
  );
}
