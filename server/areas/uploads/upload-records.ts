// The records of the CSV uploads this server is reading (queries/uploads/uploads.ts), each ended
// however its file ended: loaded or checked, refused in words, failed, or cut off by a stop.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../core/config.ts';
import { HttpError, InputError } from '../../core/errors.ts';
import { unreadableForm } from '../../platform/files/multipart.ts';
import type { Staging } from '../../queries/uploads/staging.ts';
import { INTERRUPTED, type NewUpload, type UploadRepository, uploadRepository } from '../../queries/uploads/uploads.ts';
import { UnreadableFile } from './csv-reader.ts';
import type { UploadKind } from './kinds.ts';

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export function uploadRecords(app: FastifyInstance, config: Config) {
  // On the embedded database a file's merge steps aside for the other requests in flight (this one aside).
  const uploads = uploadRepository(app.database.db, { othersWaiting: () => app.lifecycle.inFlight > 1 });
  const tooLarge = `The file is larger than ${megabytes(config.uploadMaxBytes)}: split it into smaller files.`;

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

  /** The answer to a file or form that cannot be taken, in words; undefined for other failures. */
  function refusalOf(error: unknown, kind: UploadKind): HttpError | undefined {
    if (error instanceof UnreadableFile) return new InputError({ [kind.layout.fileField]: [error.message] });
    if (error instanceof HttpError) return error;
    // The multipart parser's own errors (its limits) carry its FST_ codes.
    return (error as { code?: string }).code?.startsWith('FST_') ? unreadableForm(error, { tooLarge }) : undefined;
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

  /** Records a new upload, one this server reads until it is settled. */
  async function start(upload: NewUpload): Promise<number> {
    const id = await uploads.start(upload);
    reading.add(id);
    return id;
  }

  return { uploads, tooLarge, start, settle, refusalOf, abandon };
}

export type UploadRecords = ReturnType<typeof uploadRecords>;
