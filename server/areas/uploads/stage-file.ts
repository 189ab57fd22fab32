// Streams one CSV file into the staging of its upload: each record is mapped and checked by its
// layout as it arrives, refused rows become exceptions, and checked rows are staged a batch at a
// time, so memory holds a batch or two whatever the file's size. Nothing reaches the product's
// tables here: the merge (queries/uploads/merge-staged.ts) does, once the whole file has been read.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { UploadException } from '../../../shared/upload-layout.ts';
import { MAX_EXCEPTIONS } from '../../../shared/upload-layout.ts';
import type { EntityId } from '../../../shared/generated/entities.ts';
import type { Staging } from '../../queries/uploads/staging.ts';
import type { UploadRepository } from '../../queries/uploads/uploads.ts';
import { readCsv } from './csv-reader.ts';
import type { UploadKind } from './kinds.ts';
import type { MappedRow } from '../../queries/uploads/mapped-row.ts';
import { exception, type Lookups, looksLikeHeader, mapRow } from './map-row.ts';

/** Rows staged at once (and progress told): large enough to keep statements few, small enough to keep memory flat. */
const BATCH_ROWS = 2_000;
/**
 * Longest the reading and checking runs before it lets the server's other requests in. A file that
 * arrives faster than it is read is read from the stream's buffer, which resolves without ever
 * giving the event loop a turn: 300,000 rows held every other request for many seconds.
 */
const TURN_MS = 10;
/** No real row comes near this; past it the file is refused rather than buffered. */
export const MAX_ROW_BYTES = 256 * 1024;

export interface Staged {
  /** Data rows read (blank lines aside). */
  rows: number;
  rejected: number;
  bytes: number;
  exceptionCount: number;
  exceptions: UploadException[];
}

/** The records each of the layout's linked columns may name, loaded once per file. */
export async function loadLookups(kind: UploadKind, uploads: UploadRepository): Promise<Lookups> {
  const lookups: Lookups = new Map();
  for (const by of new Set(kind.layout.fields.flatMap((c) => (c.link ? [c.link.by] : [])))) {
    const [entity, field] = by.split('.') as [EntityId, string];
    lookups.set(by, await uploads.linkTargets(entity, field));
  }
  for (const [name, targets] of (await kind.moreLookups?.(uploads)) ?? []) lookups.set(name, targets);
  return lookups;
}

export async function stageFile(
  kind: UploadKind,
  file: AsyncIterable<Buffer>,
  uploads: UploadRepository,
  staging: Staging,
  uploadId: number,
  lookups: Lookups,
): Promise<Staged> {
  const staged: Staged = { rows: 0, rejected: 0, bytes: 0, exceptionCount: 0, exceptions: [] };
  const note = (found: UploadException[]) => {
    staged.exceptionCount += found.length;
    staged.exceptions.push(...found.slice(0, MAX_EXCEPTIONS - staged.exceptions.length));
  };
  const refuse = (found: UploadException[]) => {
    staged.rejected++;
    note(found);
  };
  let batch: MappedRow[] = [];
  // On PostgreSQL the database takes in one batch while the next is read (the COPY waits only
  // when it falls behind), so the reading and the database's work share the two cores.
  // The progress is written while the next rows are read, one write in flight at a time; a
  // failure of it is reported by the next flush (and not left unhandled meanwhile).
  let told: Promise<void> = Promise.resolve();
  const flush = async () => {
    await staging.add(batch);
    batch = [];
    await told;
    told = uploads.progress(uploadId, staged.rows, staged.bytes);
    told.catch(() => {});
  };
  async function* counted() {
    for await (const chunk of file) {
      staged.bytes += chunk.length;
      yield chunk;
    }
  }

  let turn = performance.now();
  for await (const record of readCsv(counted(), { maxRecordBytes: MAX_ROW_BYTES })) {
    if (performance.now() - turn > TURN_MS) {
      await nextTurn();
      turn = performance.now();
    }
    staged.rows++;
    const mapped = mapRow(kind.layout, record, lookups);
    if (mapped.exceptions) {
      const header = staged.rows === 1 && looksLikeHeader(kind.layout, record);
      refuse(
        header
          ? [exception(record.line, '', record.fields.join(','), 'This looks like a header row: files have no header row, so it was not loaded')]
          : mapped.exceptions,
      );
      continue;
    }
    const problem = kind.checkRow?.(mapped.row, lookups);
    if (problem) {
      refuse([problem]);
      continue;
    }
    const warning = kind.warnRow?.(mapped.row);
    if (warning) note([warning]);
    kind.complete?.(mapped.row);
    batch.push(mapped.row);
    if (batch.length >= BATCH_ROWS) await flush();
  }
  await flush();
  await told;
  await staging.end();
  return staged;
}
