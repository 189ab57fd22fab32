// POST /api/users/upload, /api/postcodes/upload, /api/pentanas/upload and /api/recallvehicles/upload
// (administrators): a CSV file of roadside-assist users, postcode allocations, CRM owners or recall
// VINs, read as it streams in (never whole in memory), each row checked by its layout, then merged
// in one transaction, so a refused or interrupted file leaves the tables as they were. `dry_run`
// (query or form field) checks the file and answers the same counts without writing. Every upload
// is recorded (GET /api/uploads).
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { UploadResult } from '../../../shared/upload-layout.ts';
import type { Config } from '../../core/config.ts';
import { HttpError, InputError } from '../../core/errors.ts';
import { formParts, unreadableForm } from '../../platform/files/multipart.ts';
import { openStaging, type Staging } from '../../queries/uploads/staging.ts';
import type { Merge } from '../../queries/uploads/merge-writes.ts';
import { INTERRUPTED, type UploadRepository, uploadRepository } from '../../queries/uploads/uploads.ts';
import { UnreadableFile } from './csv-reader.ts';
import { stagedPaths, type UploadKind, uploadKinds } from './kinds.ts';
import { loadLookups, type Staged, stageFile } from './stage-file.ts';
import { RECALL_NOTICES_JOB } from '../recalls/job.ts';

/** What a multipart form adds around its file: boundaries, part headers, a few small fields. */
const FORM_OVERHEAD = 64 * 1024;
const YES = new Set(['true', '1', 'yes', 'on']);

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

interface Received {
  id: number;
  fileName: string;
  staged: Staged;
  staging: Staging;
}

export default async function uploadRoutes(app: FastifyInstance, { config }: { config: Config }) {
  // On the embedded database a file's merge steps aside for the other requests in flight (this one aside).
  const uploads = uploadRepository(app.database.db, { othersWaiting: () => app.lifecycle.inFlight > 1 });
  const tooLarge = `The file is larger than ${megabytes(config.uploadMaxBytes)}: split it into smaller files.`;

  // A declared size over the limit is refused before a byte of it is read.
  const refuseOversized: onRequestAsyncHookHandler = async (request) => {
    if (Number(request.headers['content-length']) > config.uploadMaxBytes + FORM_OVERHEAD) throw new HttpError(413, tooLarge);
  };

  // The uploads this server is reading: those still running at a stop's deadline are cut off with their
  // requests, and recorded as interrupted at once rather than when the purge finds them silent (areas/operations/purge.ts).
  const reading = new Set<number>();
  void app.lifecycle
    .deadline()
    .then(() => reading.size && uploads.interruptedNow([...reading]))
    .catch((error: unknown) => app.log.warn({ err: error }, 'the uploads cut off by the stop could not be marked interrupted'));

  /** Ends an upload's record, however it ended (a load's audit entry is written with its merge). */
  const settle = (id: number, outcome: Parameters<UploadRepository['finish']>[1]) => {
    reading.delete(id);
    return uploads.finish(id, outcome);
  };

  /** Streams the file part into staging; a file that cannot be loaded ends its record and keeps nothing staged. */
  async function receive(kind: UploadKind, part: MultipartFile, request: FastifyRequest, dryRun: boolean): Promise<Received> {
    const fileName = (part.filename || 'upload.csv').slice(0, 255);
    const id = await uploads.start({ kind: kind.layout.id, file_name: fileName, user_id: request.user!.id, dry_run: dryRun });
    reading.add(id);
    // The parser tells of a body cut short by an error event on the file stream (over a socket not
    // always as its `errored`, and not always the error that reaches us): noted, to know it from a failure of ours.
    let cutShort = false;
    part.file.on('error', () => (cutShort = true));
    let staging: Staging | undefined;
    try {
      const lookups = await loadLookups(kind, uploads);
      staging = await openStaging(app.database, id, stagedPaths(kind));
      const staged = await stageFile(kind, part.file, uploads, staging, id, lookups);
      // The stream ends quietly at the limit; only its flag tells a cut file from a whole one.
      if (part.file.truncated) throw new HttpError(413, tooLarge);
      if (!staged.rows) throw new UnreadableFile(staged.bytes ? 'The file holds no rows, only blank lines.' : 'The file is empty.');
      return { id, fileName, staged, staging };
    } catch (error) {
      // The file stream's own failure is a form the parser could not read (a body cut short); a staging failure is ours.
      // Our own refusal of the file stands: the parser may complain only because we stopped reading.
      const refusedByUs = error instanceof HttpError || error instanceof UnreadableFile;
      throw await abandon(id, kind, !refusedByUs && (cutShort || part.file.errored) ? unreadableForm(error, { tooLarge }) : error, staging);
    }
  }

  /** Ends an upload that will not be merged: its staged rows go, its record says why; answers the error to send. */
  async function abandon(id: number, kind: UploadKind, error: unknown, staging: Staging | undefined): Promise<unknown> {
    await staging?.close();
    const refusal = refusalOf(error, kind);
    // Past the stop's deadline the file stopped coming because this server cut it off: interrupted, not refused.
    if (app.lifecycle.pastDeadline) await settle(id, { status: 'interrupted', message: INTERRUPTED });
    else
      await settle(id, {
        status: refusal ? 'refused' : 'failed',
        message: refusal?.message ?? `The upload failed: ${(error as Error).message}`.slice(0, 2000),
      });
    return refusal ?? error;
  }

  /** The answer to a file or form that cannot be taken, in words; undefined for other failures. */
  function refusalOf(error: unknown, kind: UploadKind): HttpError | undefined {
    if (error instanceof UnreadableFile) return new InputError({ [kind.layout.fileField]: [error.message] });
    if (error instanceof HttpError) return error;
    // The multipart parser's own errors (its limits) carry its FST_ codes.
    return (error as { code?: string }).code?.startsWith('FST_') ? unreadableForm(error, { tooLarge }) : undefined;
  }

  async function load(kind: UploadKind, { id, fileName, staged, staging }: Received, dryRun: boolean, request: FastifyRequest): Promise<UploadResult> {
    try {
      const write = async (merge: Merge) => ({ records: await kind.write(merge), apart: await kind.apart?.(merge) });
      const { records, apart } = await uploads.merge(staging, dryRun, write, {
        actor: request.user!,
        change: (counts) => ({
          action: 'upload',
          entity: 'upload',
          recordId: id,
          after: { kind: kind.layout.id, file_name: fileName, rows: staged.rows, rejected: staged.rejected, ...counts },
        }),
      });
      const total = (key: 'created' | 'updated' | 'unchanged') => Object.values(records).reduce((sum, c) => sum + c[key], 0);
      const result: UploadResult = {
        upload_id: id,
        kind: kind.layout.id,
        file_name: fileName,
        dry_run: dryRun,
        status: dryRun ? 'checked' : 'loaded',
        message: dryRun ? 'The file was checked: nothing was written.' : kind.layout.loadedMessage,
        rows: staged.rows,
        created: total('created'),
        updated: total('updated'),
        unchanged: total('unchanged'),
        rejected: staged.rejected,
        records,
        ...(apart ? { apart } : {}),
        exception_count: staged.exceptionCount,
        exceptions: staged.exceptions,
      };
      const { upload_id: _id, kind: _kind, file_name: _name, ...outcome } = result;
      await settle(id, { ...outcome, bytes: staged.bytes });
      // Loaded rows may name the VINs of an open recall (new VINs, vehicles, owners): its notices go soon.
      if (!dryRun) app.jobs.wake(RECALL_NOTICES_JOB);
      return result;
    } catch (error) {
      await settle(id, { status: 'failed', message: `The upload failed: ${(error as Error).message}`.slice(0, 2000) });
      throw error;
    } finally {
      await staging.close();
    }
  }

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
