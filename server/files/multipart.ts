// Reads a small multipart form (a few fields and one file, such as a vehicle photo or a content
// upload, or a few named files, such as a video with its thumbnail) into memory, with the file's
// size limit turned into the field's own message.
// Large uploads (CSV files) stream their parts instead (formParts), with the same answers to a form
// that cannot be read: a limit passed is 413, anything else the parser refuses (no boundary, a body
// cut short, a malformed part) 400, never a 500.
import type { Multipart } from '@fastify/multipart';
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

export interface FormRefusals {
  /** How many files the form may hold; 1 unless said. */
  maxFiles?: number;
  /** What a file over the size limit is told. */
  tooLarge?: string;
}

/** The answer to a multipart form the parser gave up on: a limit passed (413), or a form it could not read (400). */
export function unreadableForm(error: unknown, { maxFiles = 1, tooLarge = 'The file is too large.' }: FormRefusals = {}): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, tooLarge);
  if (code === 'FST_FILES_LIMIT') return new HttpError(413, maxFiles === 1 ? 'Send one file at a time.' : `Send at most ${maxFiles} files.`);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return new HttpError(413, 'The form has too many fields.');
  return new HttpError(400, 'The upload could not be read. Please try again.');
}

type PartLimits = NonNullable<NonNullable<Parameters<FastifyRequest['parts']>[0]>['limits']>;

/**
 * The parts of a multipart request, as `request.parts` gives them, with the parser's failures as
 * unreadableForm's answers. Only the parser's: what the caller's loop throws passes through untouched.
 */
export async function* formParts(request: FastifyRequest, limits: PartLimits, tooLarge?: string): AsyncGenerator<Multipart> {
  try {
    for await (const part of request.parts({ limits })) yield part;
  } catch (error) {
    throw unreadableForm(error, { maxFiles: limits.files, tooLarge });
  }
}

/** The form of a multipart request, or undefined when the request is not multipart (a JSON body). */
export async function readForm(request: FastifyRequest, limits: FormLimits): Promise<ReadForm | undefined> {
  if (!request.isMultipart()) return undefined;
  const form: ReadForm = { fields: {}, files: [] };
  const maxFiles = limits.maxFiles ?? 1;
  for await (const part of formParts(request, { fileSize: limits.maxFileBytes, files: maxFiles, fields: MAX_FIELDS, fieldSize: FIELD_BYTES })) {
    if (part.type === 'field') {
      form.fields[part.fieldname] = String(part.value);
      continue;
    }
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new InputError({ [part.fieldname]: [limits.tooLarge] });
      throw unreadableForm(error, { maxFiles });
    }
    form.files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
    form.file ??= form.files[0];
  }
  // A PUT route reached by POST (Laravel's _method=PUT, plugins/method-override.ts) learns the override only now.
  const putRoute = [request.routeOptions.method].flat().includes('PUT');
  if (request.method === 'POST' && putRoute && form.fields._method?.toUpperCase() !== 'PUT') {
    throw new HttpError(405, 'Use PUT, or POST with _method=PUT, to update.');
  }
  return form;
}
