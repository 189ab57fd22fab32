// POST /api/users/upload, /api/postcodes/upload, /api/pentanas/upload and /api/recallvehicles/upload
// (administrators): a CSV file of roadside-assist users, postcode allocations, CRM owners or recall
// VINs, read as it streams in (never whole in memory), each row checked by its layout, then merged
// in one transaction, so a refused or interrupted file leaves the tables as they were. `dry_run`
// (query or form field) checks the file and answers the same counts without writing. Every upload
// is recorded (GET /api/uploads; upload-records.ts); receive-file.ts stages its file, load-file.ts merges it.
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../../core/config.ts';
import { HttpError, InputError } from '../../core/errors.ts';
import { formParts } from '../../platform/files/multipart.ts';
import { uploadKinds } from './kinds.ts';
import { fileLoader } from './load-file.ts';
import { fileReceiver, type Received } from './receive-file.ts';
import { uploadRecords } from './upload-records.ts';

/** What a multipart form adds around its file: boundaries, part headers, a few small fields. */
const FORM_OVERHEAD = 64 * 1024;
const YES = new Set(['true', '1', 'yes', 'on']);

export default async function uploadRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const records = uploadRecords(app, config);
  const { tooLarge, refusalOf, abandon } = records;
  const receive = fileReceiver(app, records);
  const load = fileLoader(app, records);

  // A declared size over the limit is refused before a byte of it is read.
  const refuseOversized: onRequestAsyncHookHandler = async (request) => {
    if (Number(request.headers['content-length']) > config.uploadMaxBytes + FORM_OVERHEAD) throw new HttpError(413, tooLarge);
  };

  for (const kind of Object.values(uploadKinds)) {
    const { layout } = kind;
    app.post<{ Querystring: { dry_run?: string } }>(
      `/${layout.route}`,
      {
        onRequest: [app.allow(), refuseOversized],
        schema: {
          tags: ['Uploads'],
          summary: `Loads a CSV file of ${layout.title.toLowerCase()} (multipart, file field ${layout.fileField}; layout in the README); dry_run checks it without writing`,
          consumes: ['multipart/form-data'],
          querystring: { type: 'object', properties: { dry_run: { type: 'string', enum: ['true', 'false', '1', '0'] } } },
          response: { 200: { $ref: 'UploadResult#' } },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw new HttpError(415, 'Send the file as a multipart form (multipart/form-data).');
        let dryRun = YES.has(request.query.dry_run ?? '');
        let received: Received | undefined;
        try {
          for await (const part of formParts(request, { fileSize: config.uploadMaxBytes, files: 1, fields: 10, fieldSize: 1024 }, tooLarge)) {
            if (part.type === 'field') {
              if (part.fieldname === 'dry_run') dryRun ||= YES.has(String(part.value).toLowerCase());
              continue;
            }
            received = await receive(kind, part, request, dryRun);
          }
        } catch (error) {
          // The form went wrong after its file was read (the file limit is also reported here).
          if (received) throw await abandon(received.id, kind, error, received.staging);
          throw refusalOf(error, kind) ?? error;
        }
        if (!received) throw new InputError({ [layout.fileField]: ['Please choose a CSV file to upload.'] });
        return load(kind, received, dryRun, request);
      },
    );
  }
}
