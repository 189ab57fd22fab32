// Reads a multipart form of a few fields and one file (a vehicle photo, a content upload) or a few
// named files (a video with its thumbnail): the fields into memory, each file through the route's
// receiver as it streams in (receive.ts: stored, never whole in memory), with the file's size
// limit turned into the field's own message. A form refused after a file was stored removes it.
// Large uploads (CSV files) stream their parts instead (formParts), with the same answers to a form
// that cannot be read: a limit passed is 413, anything else the parser refuses (no boundary, a body
// cut short, a malformed part) 400, never a 500.
import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError, InputError } from '../../core/errors.ts';
import { type Received, TOO_LARGE } from './receive.ts';
import type { FileStore } from './store.ts';

export interface FormFile {
  field: string;
  filename: string;
  mimetype: string;
  /** What the receiver made of it: the key it was stored under, or the problem found. */
  received: Received;
}

/** What a route does with a file part as it streams in, knowing the fields sent before it. */
export type Receiver = (part: { field: string; stream: Readable }, fieldsBefore: Record<string, string>) => Promise<Received>;

export interface ReadForm {
  fields: Record<string, string>;
  /** The first file sent. */
  file?: FormFile;
  /** Every file sent, in order (at most `maxFiles`). */
  files: FormFile[];
}

export interface FormLimits {
  /** Files from this size on are refused, in bytes. */
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
export async function readForm(request: FastifyRequest, limits: FormLimits, files: FileStore, receive: Receiver): Promise<ReadForm | undefined> {
  if (!request.isMultipart()) return undefined;
  const form: ReadForm = { fields: {}, files: [] };
  try {
    await readParts(request, limits, receive, form);
    checkOverride(request, form);
  } catch (error) {
    await removeStored(files, form);
    throw error;
  }
  return form;
}

/** Removes the files a form stored, when what it was sent for is not done. */
const removeStored = (files: FileStore, form: ReadForm) =>
  Promise.all(form.files.flatMap(({ received }) => (received.key ? [files.remove(received.key).catch(() => undefined)] : [])));

/** Runs `use` (the checks and the save of what the form was sent for); if it fails, the files the form stored go. */
export async function keepingIfSaved<T>(files: FileStore, form: ReadForm | undefined, use: () => Promise<T>): Promise<T> {
  try {
    return await use();
  } catch (error) {
    if (form) await removeStored(files, form);
    throw error;
  }
}

async function readParts(request: FastifyRequest, limits: FormLimits, receive: Receiver, form: ReadForm) {
  const maxFiles = limits.maxFiles ?? 1;
  // The parser's limit is the largest size it lets through: one byte under the refused size.
  for await (const part of formParts(request, { fileSize: limits.maxFileBytes - 1, files: maxFiles, fields: MAX_FIELDS, fieldSize: FIELD_BYTES })) {
    if (part.type === 'field') {
      form.fields[part.fieldname] = String(part.value);
      continue;
    }
    const tooLarge = new InputError({ [part.fieldname]: [limits.tooLarge] });
    let received: Received;
    try {
      received = await receive({ field: part.fieldname, stream: part.file }, form.fields);
    } catch (error) {
      // The parser fails the file's stream when the body is cut short; a file over the limit is cut (receive.ts).
      const parser = part.file.errored;
      if (((parser ?? error) as { code?: string }).code === TOO_LARGE) throw tooLarge;
      throw parser ? unreadableForm(parser, { maxFiles }) : error;
    }
    form.files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, received });
    // A file read past (refused for another reason) may have been cut too: its size is what the person must hear of.
    if (part.file.truncated) throw tooLarge;
    form.file ??= form.files[0];
  }
}

function checkOverride(request: FastifyRequest, form: ReadForm) {
  // A PUT route reached by POST (Laravel's _method=PUT, platform/http/method-override.ts) learns the override only now.
  const putRoute = [request.routeOptions.method].flat().includes('PUT');
  if (request.method === 'POST' && putRoute && form.fields._method?.toUpperCase() !== 'PUT') {
    throw new HttpError(405, 'Use PUT, or POST with _method=PUT, to update.');
  }
}
