// A received file's staged rows merged into their tables (or, by a check, only counted) in the
// upload's transaction with its audit entry; its record ends with the counts it answers.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UploadResult } from '../../../shared/upload-layout.ts';
import type { Merge } from '../../queries/uploads/merge-writes.ts';
import { RECALL_NOTICES_JOB } from '../recalls/job.ts';
import type { UploadKind } from './kinds.ts';
import type { Received } from './receive-file.ts';
import type { UploadRecords } from './upload-records.ts';

export function fileLoader(app: FastifyInstance, { uploads, settle }: UploadRecords) {
  return async function load(kind: UploadKind, { id, fileName, staged, staging }: Received, dryRun: boolean, request: FastifyRequest): Promise<UploadResult> {
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
  };
}
