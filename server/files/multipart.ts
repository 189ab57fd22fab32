// Reads a small multipart form (a few fields and one file, such as a vehicle photo or a content
// upload, or a few named files, such as a video with its thumbnail) into memory, with the file's
// size limit turned into the field's own message.
// Large uploads (CSV files) stream their parts instead of using this.
import type { FastifyRequest } from 'fastify';
import { HttpError, InputError } from '../errors.ts';

export interface FormFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface ReadForm {
  fields: Record<string, string>;
  /** The first file sent. */
  file?: FormFile;
  /** Every file sent, in order (at most `maxFiles`). */
  files: FormFile[];
}

export interface FormLimits {
  /** Largest file accepted, in bytes. */
  maxFileBytes: number;
  /** What a larger file is told, under its field. */
  tooLarge: string;
  /** How many files the form may hold; 1 unless said. */
  maxFiles?: number;
}

const FIELD_BYTES = 64 * 1024;
const MAX_FIELDS = 30;

/** The form of a multipart request, or undefined when the request is not multipart (a JSON body). */
export async function readForm(request: FastifyRequest, limits: FormLimits): Promise<ReadForm | undefined> {
  if (!request.isMultipart()) return undefined;
  const form: ReadForm = { fields: {}, files: [] };
  const maxFiles = limits.maxFiles ?? 1;
  try {
    for await (const part of request.parts({ limits: { fileSize: limits.maxFileBytes, files: maxFiles, fields: MAX_FIELDS, fieldSize: FIELD_BYTES } })) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = String(part.value);
        continue;
      }
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new InputError({ [part.fieldname]: [limits.tooLarge] });
        throw error;
      }
      form.files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
      form.file ??= form.files[0];
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw new HttpError(413, maxFiles === 1 ? 'Send one file at a time.' : `Send at most ${maxFiles} files.`);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new HttpError(413, 'The form has too many fields.');
    throw new HttpError(400, 'The upload could not be read. Please try again.');
  }
  // A PUT route reached by POST (Laravel's _method=PUT, plugins/method-override.ts) learns the override only now.
  const putRoute = [request.routeOptions.method].flat().includes('PUT');
  if (request.method === 'POST' && putRoute && form.fields._method?.toUpperCase() !== 'PUT') {
    throw new HttpError(405, 'Use PUT, or POST with _method=PUT, to update.');
  }
  return form;
}
