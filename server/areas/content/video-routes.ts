// The back office's how-to video dialog (administrators): POST /api/content/videos adds a video
// document, PUT /api/content/videos/{key} (or POST with _method=PUT) changes one. A multipart form:
// the video's fields, and optionally its thumbnail (any image, stored at 490x275) and its file
// (WebM or MP4) in place of an address. Every problem is answered at once under its field; a
// refused form stores nothing, and files the saved video no longer names are removed. A saved video
// is recorded in the audit log in its own transaction (the defaults it takes from others are part of it).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { VideoElements } from '../../../shared/content.ts';
import { MAX_VIDEO_BYTES, NOT_A_VIDEO, VIDEO_TEXT_LIMITS, VIDEO_TOO_LARGE } from '../../../shared/content-uploads.ts';
import { entities } from '../../../shared/generated/entities.ts';
import { slug } from '../../../shared/slug.ts';
import type { FieldErrors } from '../../../shared/validation.ts';
import { HttpError, InputError, notFound } from '../../core/errors.ts';
import { VIDEO_THUMBNAIL } from '../../platform/files/images.ts';
import { type ReadForm, type Receiver, keepingIfSaved, readForm } from '../../platform/files/multipart.ts';
import { forgetFiles } from '../../platform/files/named-files.ts';
import { readPast, storeChecked, storeResized } from '../../platform/files/receive.ts';
import type { FileStore } from '../../platform/files/store.ts';
import { withAudit } from '../../queries/audit-log.ts';
import { contentVideoRepository } from '../../queries/content-videos.ts';
import { fileKeysIn, fileUrl } from '../../core/file-addresses.ts';
import { typed } from '../../platform/http/typed.ts';

const MAX_CATEGORIES = 20;

/** WebM (an EBML header) or MP4 (an ISO box "ftyp"). */
const videoExtension = (data: Buffer) =>
  data.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])) ? '.webm' : data.subarray(4, 8).toString('latin1') === 'ftyp' ? '.mp4' : undefined;

/** The thumbnail resized and the video stored as they stream in; any other file is read past and named a problem. */
const receiveVideo =
  (files: FileStore): Receiver =>
  async ({ field, stream }) => {
    if (field === 'thumbnail') return storeResized(files, stream, 'content', VIDEO_THUMBNAIL);
    if (field === 'video_file') return storeChecked(files, stream, 'videos', videoExtension, NOT_A_VIDEO);
    await readPast(stream);
    return { problem: 'Send the files as "thumbnail" and "video_file".' };
  };

const isAddress = (url: string) => url.startsWith(fileUrl('')) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(url);

function categoriesOf(text: string | undefined): string[] | undefined {
  if (!text?.trim()) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) && parsed.every((c) => typeof c === 'string') ? parsed.map((c) => c.trim()) : undefined;
  } catch {
    return undefined;
  }
}

export default async function contentVideoRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const videos = contentVideoRepository(app.database.db);
  const tags = ['Content'];
  const fields =
    'model, video_title, video_url (or a video_file), disclaimer, default, categories (a JSON list of category names), published; files thumbnail and video_file';

  /** The video the form describes, and the files to store for it; throws every problem at once. */
  async function readVideo({ fields: f, files }: ReadForm, current?: Partial<VideoElements>) {
    const errors: FieldErrors = {};
    const problem = (field: string, message: string) => void (errors[field] ??= []).push(message);
    const text = (name: keyof typeof VIDEO_TEXT_LIMITS) => (f[name] ?? '').trim();
    for (const name of Object.keys(VIDEO_TEXT_LIMITS) as (keyof typeof VIDEO_TEXT_LIMITS)[]) {
      if (text(name).length > VIDEO_TEXT_LIMITS[name]) problem(name, `This can be at most ${VIDEO_TEXT_LIMITS[name]} characters.`);
    }
    const model = text('model');
    if (!model) problem('model', 'Please choose a model.');
    else if (!(await videos.modelLines()).includes(model)) problem('model', `There is no model called ${model} in the catalogue.`);
    if (!text('video_title')) problem('video_title', 'A title is required.');

    const videoFile = files.find((file) => file.field === 'video_file');
    const thumbnailFile = files.find((file) => file.field === 'thumbnail');
    const unknown = files.find((file) => file !== videoFile && file !== thumbnailFile);
    if (unknown) problem(unknown.field, 'Send the files as "thumbnail" and "video_file".');
    let videoUrl = text('video_url');
    if (videoFile) {
      if (videoFile.received.problem) problem('video_file', videoFile.received.problem);
      videoUrl = '';
    } else if (!videoUrl) problem('video_url', 'Enter the video’s YouTube or Vimeo address, or upload a video file.');
    else if (!isAddress(videoUrl)) problem('video_url', 'Enter an address starting with https:// (YouTube or Vimeo), or upload a video file.');

    if (thumbnailFile) {
      if (thumbnailFile.received.problem) problem('thumbnail', thumbnailFile.received.problem);
    } else if (!current?.thumbnail?.url) problem('thumbnail', 'Please upload a thumbnail image.');

    const categories = categoriesOf(f.categories);
    if (!categories) problem('categories', 'Send the categories as a list of names.');
    else if (categories.length > MAX_CATEGORIES) problem('categories', `Choose at most ${MAX_CATEGORIES} categories.`);
    else {
      const known = await videos.categoryNames();
      const missing = categories.filter((c) => !known.includes(c));
      if (missing.length) problem('categories', `There is no video category called ${missing.join(', ')}.`);
    }
    for (const flag of ['default', 'published'] as const) {
      if (f[flag] !== undefined && !['true', 'false'].includes(f[flag])) problem(flag, 'This must be true or false.');
    }
    if (Object.keys(errors).length) throw new InputError(errors);

    const elements: VideoElements = {
      model,
      videoTitle: text('video_title'),
      videoUrl: videoFile ? fileUrl(videoFile.received.key!) : videoUrl,
      disclaimer: text('disclaimer'),
      thumbnail: thumbnailFile ? { url: fileUrl(thumbnailFile.received.key!) } : current!.thumbnail!,
      default: f.default === 'true',
      categories: categories!,
    };
    return { elements, published: f.published !== 'false' };
  }

  async function save(request: FastifyRequest, key: string | undefined) {
    const form = await readForm(request, { maxFileBytes: MAX_VIDEO_BYTES, tooLarge: VIDEO_TOO_LARGE, maxFiles: 2 }, app.files, receiveVideo(app.files));
    if (!form) throw new HttpError(415, 'Send the video as a multipart form (multipart/form-data).');
    const current = key ? await videos.find(key) : undefined;
    const { after: saved } = await keepingIfSaved(app.files, form, async () => {
      if (key && !current) throw notFound('This video');
      const { elements, published } = await readVideo(form, current?.elements);
      const documentKey = key ?? `video-${slug(form.fields.model!)}-${slug(form.fields.video_title!)}`;
      if (!key && (await videos.keyTaken(documentKey))) throw new InputError({ video_title: ['This model already has a video with this title.'] });
      return withAudit(app.database.db, request.user!, async (tx) => {
        const after = await contentVideoRepository(tx).save({ key: documentKey, name: elements.videoTitle, elements, published });
        return { action: current ? 'update' : 'create', entity: entities['content-document'].id, recordId: documentKey, before: current, after };
      });
    });
    await forgetFiles(app.database.db, app.files, fileKeysIn(JSON.stringify(current?.elements ?? {})), request.log);
    return saved;
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
