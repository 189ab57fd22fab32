// POST /api/content/uploads (administrators): the back office's Content section puts files in the
// content store, so a deployment is not stuck with the demo's. A vehicle picture (model code and
// colour code) or an owner's manual (model code) creates or replaces its document under a stable
// key; a video's thumbnail or file is stored and its address answered for the video dialog.
// A refused file leaves nothing behind; a replaced file goes once its document no longer names it.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { CONTENT_TYPES } from '../../shared/content.ts';
import { HttpError, InputError } from '../errors.ts';
import { VIDEO_THUMBNAIL, fittedImage, vehiclePhoto } from '../files/images.ts';
import { readForm } from '../files/multipart.ts';
import { newFileKey } from '../files/store.ts';
import { colours, models } from '../generated/tables.ts';
import { contentFileRepository } from '../repositories/content-files.ts';
import { fileUrl } from './files.ts';

export const UPLOAD_KINDS = ['vehicle-image', 'owner-manual', 'video-thumbnail', 'video-file'] as const;
type Kind = (typeof UPLOAD_KINDS)[number];

const MB = 1024 * 1024;
/** The largest file any kind takes (a video); each kind checks its own limit. */
const MAX_UPLOAD_BYTES = 100 * MB;
const MAX_MANUAL_BYTES = 50 * MB;
const TEXT_MAX = 200;

const startsWith = (data: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => data[at + i] === b);
const isPdf = (data: Buffer) => data.subarray(0, 5).toString('latin1') === '%PDF-';
/** WebM (an EBML header) or MP4 (an ISO box "ftyp"). */
const videoExtension = (data: Buffer) => (startsWith(data, [0x1a, 0x45, 0xdf, 0xa3]) ? '.webm' : data.subarray(4, 8).toString('latin1') === 'ftyp' ? '.mp4' : undefined);

export default async function contentUploadRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const documents = contentFileRepository(db);

  /** Stores the file, runs `save`, and takes the file back out if saving fails. */
  async function storeFor<T>(folder: string, extension: string, data: Buffer, save: (url: string) => Promise<T>): Promise<T> {
    const key = newFileKey(folder, extension);
    await app.files.put(key, data);
    try {
      return await save(fileUrl(key));
    } catch (error) {
      await app.files.remove(key);
      throw error;
    }
  }

  /** Removes the file a replaced document held, when it was one of ours. */
  async function forget(url: unknown) {
    const prefix = fileUrl('');
    if (typeof url === 'string' && url.startsWith(prefix)) await app.files.remove(url.slice(prefix.length)).catch(() => undefined);
  }

  async function modelOf(code: string | undefined) {
    if (!code?.trim()) throw new InputError({ model_code: ['A model code is required'] });
    const [model] = await db.select({ model: models.model, variant: models.variant, code: models.code }).from(models).where(eq(models.code, code.trim())).limit(1);
    if (!model) throw new InputError({ model_code: [`There is no model with the code ${code.trim()}.`] });
    return model;
  }

  app.post('/content/uploads', {
    onRequest: app.allow(),
    schema: {
      tags: ['Content'],
      summary: "Stores a vehicle picture, an owner's manual, or a video's thumbnail or file (multipart: kind, model_code, colour_code, title, file)",
      consumes: ['multipart/form-data'],
      response: {
        200: {
          type: 'object',
          properties: {
            url: { type: 'string', description: 'Where the stored file is served' },
            document: { type: 'object', properties: { id: { type: 'integer' }, document_key: { type: 'string' }, type: { type: 'string' }, name: { type: 'string' }, elements: { type: 'object' } } },
          },
        },
      },
    },
  }, async (request) => {
    const form = await readForm(request, { maxFileBytes: MAX_UPLOAD_BYTES, tooLarge: 'The file must be smaller than 100 MB.' });
    if (!form) throw new HttpError(415, 'Send the file as a multipart form (multipart/form-data).');
    const { kind, model_code: modelCode, colour_code: colourCode, title } = form.fields;
    if (!UPLOAD_KINDS.includes(kind as Kind)) throw new InputError({ kind: [`Choose what the file is: ${UPLOAD_KINDS.join(', ')}.`] });
    const file = form.file;
    if (!file || !file.data.length) throw new InputError({ file: ['Please choose a file.'] });
    if (title && title.length > TEXT_MAX) throw new InputError({ title: [`A title can be at most ${TEXT_MAX} characters.`] });

    switch (kind as Kind) {
      case 'vehicle-image': {
        const model = await modelOf(modelCode);
        if (!colourCode?.trim()) throw new InputError({ colour_code: ['A colour code is required'] });
        const [colour] = await db.select({ code: colours.code, name: colours.name }).from(colours).where(eq(colours.code, colourCode.trim())).limit(1);
        if (!colour) throw new InputError({ colour_code: [`There is no colour with the code ${colourCode.trim()}.`] });
        const picture = await vehiclePhoto(file.data, 'file');
        const { saved, before } = await storeFor('content', '.jpg', picture, (url) =>
          documents.replace({
            key: `vehicle-image-${model.code}-${colour.code}`.toLowerCase(),
            type: CONTENT_TYPES.vehicleImage,
            name: `${model.model} ${model.code} ${colour.name}`,
            elements: { modelCode: model.code, colourCode: colour.code, image: { url } },
          }),
        );
        await forget((before?.image as { url?: string } | undefined)?.url);
        return { url: (saved.elements as { image: { url: string } }).image.url, document: saved };
      }
      case 'owner-manual': {
        const model = await modelOf(modelCode);
        if (file.data.length >= MAX_MANUAL_BYTES) throw new InputError({ file: ['A manual must be smaller than 50 MB.'] });
        if (!isPdf(file.data)) throw new InputError({ file: ['A manual must be a PDF file.'] });
        const name = title?.trim() || `${model.model} ${model.variant} Owner's Manual`;
        const { saved, before } = await storeFor('manuals', '.pdf', file.data, (url) =>
          documents.replace({ key: `owner-manual-${model.code}`.toLowerCase(), type: CONTENT_TYPES.ownerManual, name, elements: { modelCode: model.code, title: name, file: { url } } }),
        );
        await forget((before?.file as { url?: string } | undefined)?.url);
        return { url: (saved.elements as { file: { url: string } }).file.url, document: saved };
      }
      case 'video-thumbnail': {
        const thumbnail = await fittedImage(file.data, VIDEO_THUMBNAIL, 'file');
        return { url: await storeFor('content', '.jpg', thumbnail, async (url) => url) };
      }
      case 'video-file': {
        const extension = videoExtension(file.data);
        if (!extension) throw new InputError({ file: ['A video must be a WebM or MP4 file.'] });
        return { url: await storeFor('videos', extension, file.data, async (url) => url) };
      }
    }
  });
}
