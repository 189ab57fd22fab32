// POST /api/content/uploads (administrators): the back office's Content section puts files in the
// content store, so a deployment is not stuck with the demo's. A vehicle picture (model code and
// colour code) or an owner's manual (model code) creates or replaces its document under a stable
// key, recorded in the audit log with it. A refused file leaves nothing behind; a replaced file goes
// once its document no longer names it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTENT_TYPES } from '../../../shared/content.ts';
import { entities } from '../../../shared/generated/entities.ts';
import { MANUAL_TOO_LARGE, MAX_MANUAL_BYTES, NOT_A_PDF, MAX_TITLE } from '../../../shared/content-uploads.ts';
import { HttpError, InputError } from '../../core/errors.ts';
import { VEHICLE_PHOTO } from '../../platform/files/images.ts';
import { type Receiver, keepingIfSaved, readForm } from '../../platform/files/multipart.ts';
import { forgetFiles } from '../../platform/files/named-files.ts';
import { NO_FILE, readPast, storeChecked, storeResized } from '../../platform/files/receive.ts';
import type { FileStore } from '../../platform/files/store.ts';
import { withAudit } from '../../queries/audit-log.ts';
import { catalogueCodeRepository } from '../../queries/catalogue-codes.ts';
import { type FileDocument, contentFileRepository } from '../../queries/content-files.ts';
import { fileKeysIn, fileUrl } from '../../core/file-addresses.ts';

export const UPLOAD_KINDS = ['vehicle-image', 'owner-manual'] as const;
type Kind = (typeof UPLOAD_KINDS)[number];

const pdfExtension = (head: Buffer) => (head.subarray(0, 5).toString('latin1') === '%PDF-' ? '.pdf' : undefined);

/** A picture is resized as it streams in, a manual stored as it streams in; the kind is sent before the file (as the back office does). */
const receiveContent =
  (files: FileStore): Receiver =>
  async ({ stream }, fields) => {
    if (fields.kind === 'vehicle-image') return storeResized(files, stream, 'content', VEHICLE_PHOTO);
    if (fields.kind === 'owner-manual') return storeChecked(files, stream, 'manuals', pdfExtension, NOT_A_PDF);
    await readPast(stream);
    return { problem: NO_FILE };
  };

export default async function contentUploadRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const catalogue = catalogueCodeRepository(db);

  /** Creates or replaces the document with its audit entry, in one transaction; answers it and the elements it had before. */
  async function replace(request: FastifyRequest, document: FileDocument) {
    const { before, after } = await withAudit(db, request.user!, async (tx) => {
      const replaced = await contentFileRepository(tx).replace(document);
      return { action: 'upload', entity: entities['content-document'].id, recordId: document.key, before: replaced.before, after: replaced.saved };
    });
    return { saved: after!, before: before?.elements as Record<string, unknown> | undefined };
  }

  async function modelOf(code: string | undefined) {
    if (!code?.trim()) throw new InputError({ model_code: ['A model code is required'] });
    const model = await catalogue.model(code.trim());
    if (!model) throw new InputError({ model_code: [`There is no model with the code ${code.trim()}.`] });
    return model;
  }

  app.post(
    '/content/uploads',
    {
      onRequest: app.allow(),
      schema: {
        tags: ['Content'],
        summary:
          "Stores a vehicle picture (kind vehicle-image: model_code, colour_code, file) or an owner's manual (kind owner-manual: model_code, title, a PDF file) and creates or replaces its document",
        consumes: ['multipart/form-data'],
        response: {
          200: { $ref: 'ContentFileSaved#' },
        },
      },
    },
    async (request) => {
      const form = await readForm(request, { maxFileBytes: MAX_MANUAL_BYTES, tooLarge: MANUAL_TOO_LARGE }, app.files, receiveContent(app.files));
      if (!form) throw new HttpError(415, 'Send the file as a multipart form (multipart/form-data).');
      const { kind, model_code: modelCode, colour_code: colourCode, title } = form.fields;
      const { saved, before } = await keepingIfSaved(app.files, form, async () => {
        if (!UPLOAD_KINDS.includes(kind as Kind)) throw new InputError({ kind: [`Choose what the file is: ${UPLOAD_KINDS.join(', ')}.`] });
        const received = form.file?.received ?? { problem: NO_FILE };
        if (received.problem === NO_FILE) throw new InputError({ file: [NO_FILE] });
        if (title && title.length > MAX_TITLE) throw new InputError({ title: [`A title can be at most ${MAX_TITLE} characters.`] });
        const model = await modelOf(modelCode);
        if (kind === 'vehicle-image') {
          if (!colourCode?.trim()) throw new InputError({ colour_code: ['A colour code is required'] });
          const colour = await catalogue.colour(colourCode.trim());
          if (!colour) throw new InputError({ colour_code: [`There is no colour with the code ${colourCode.trim()}.`] });
          if (received.key === undefined) throw new InputError({ file: [received.problem] });
          return replace(request, {
            key: `vehicle-image-${model.code}-${colour.code}`.toLowerCase(),
            type: CONTENT_TYPES.vehicleImage,
            name: `${model.model} ${model.code} ${colour.name}`,
            elements: { modelCode: model.code, colourCode: colour.code, image: { url: fileUrl(received.key) } },
          });
        }
        if (received.key === undefined) throw new InputError({ file: [received.problem] });
        const name = title?.trim() || `${model.model} ${model.variant} Owner's Manual`;
        return replace(request, {
          key: `owner-manual-${model.code}`.toLowerCase(),
          type: CONTENT_TYPES.ownerManual,
          name,
          elements: { modelCode: model.code, title: name, file: { url: fileUrl(received.key) } },
        });
      });
      await forgetFiles(db, app.files, fileKeysIn(JSON.stringify(before ?? {})), request.log);
      return { url: fileUrl(form.file!.received.key!), document: saved };
    },
  );
}
