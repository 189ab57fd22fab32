// An upload's file part streamed into the staging of its upload (stage-file.ts) as it arrives; a
// file that cannot be loaded ends its record and keeps nothing staged.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../core/errors.ts';
import { unreadableForm } from '../../platform/files/multipart.ts';
import { openStaging, type Staging } from '../../queries/uploads/staging.ts';
import { UnreadableFile } from './csv-reader.ts';
import { stagedPaths, type UploadKind } from './kinds.ts';
import { loadLookups, type Staged, stageFile } from './stage-file.ts';
import type { UploadRecords } from './upload-records.ts';

/** A file read whole into staging, its upload's record still running. */
export interface Received {
  id: number;
  fileName: string;
  staged: Staged;
  staging: Staging;
}

export function fileReceiver(app: FastifyInstance, records: UploadRecords) {
  const { uploads, tooLarge } = records;
  return async function receive(kind: UploadKind, part: MultipartFile, request: FastifyRequest, dryRun: boolean): Promise<Received> {
    const fileName = (part.filename || 'upload.csv').slice(0, 255);
    const id = await records.start({ kind: kind.layout.id, file_name: fileName, user_id: request.user!.id, dry_run: dryRun });
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
      throw await records.abandon(id, kind, !refusedByUs && (cutShort || part.file.errored) ? unreadableForm(error, { tooLarge }) : error, staging);
    }
  };
}
