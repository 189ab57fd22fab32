// How the merge of an upload's staged rows (merge-writes.ts) is grouped into transactions: one on
// PostgreSQL, all or nothing; on PGlite, paced steps that let the server's other requests in.
import { setImmediate as nextTurn, setTimeout as pause } from 'node:timers/promises';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { type AuditActor, type AuditedChange, auditChange } from '../audit-log.ts';
import { type Executor, type Steps, wholeFilePlans } from './merge-sql.ts';
import { type Merge, mergeIn } from './merge-writes.ts';
import type { Staging } from './staging.ts';

/** Who loads a file, and the audit entry its result makes. */
export interface AuditOf<T> {
  actor: AuditActor;
  change: (result: T) => AuditedChange;
}

/** How a merge on PGlite goes in steps: how much of the file each takes in, and when it steps aside. */
export interface StepPacing {
  /** Records written or compared by one step, while other requests come. */
  chunkRows: number;
  /** Rows of the file deduplicated by one step, at most: a part is a power of two of the file. */
  partRows: number;
  /** Whether other requests are waiting for the database now. */
  othersWaiting: () => boolean;
}

/**
 * Steps of up to about 150 ms of the main thread (500 CRM vehicles, each into two trigram
 * indexes, are the longest) while other requests come.
 */
const PACING: StepPacing = { chunkRows: 500, partRows: 20_000, othersWaiting: () => true };
/** How long after other requests were last seen waiting the merge keeps its steps small and pauses after each. */
const BUSY_MS = 1_000;

/** The merge of `uploadRepository.merge` on PGlite, in steps that let the server's other requests in between them. */
async function mergeInSteps<T>(staging: Staging, pacing: StepPacing, dryRun: boolean, write: (merge: Merge) => Promise<T>, audit: AuditOf<T>): Promise<T> {
  const { db } = staging;
  let waitedAt = -Infinity;
  const busy = () => {
    if (pacing.othersWaiting()) waitedAt = performance.now();
    return performance.now() - waitedAt < BUSY_MS;
  };
  const step = async <R>(work: (tx: Executor) => Promise<R>): Promise<R> => {
    const started = performance.now();
    const result = await db.transaction(work);
    // While other requests come, as long again for them: each runs its statements one after
    // another, and only one of them would get in before the next step otherwise.
    if (busy()) await pause(performance.now() - started);
    else await nextTurn();
    return result;
  };
  const steps: Steps = {
    chunkRows: pacing.chunkRows,
    parts: (rows) => 2 ** Math.max(0, Math.ceil(Math.log2(rows / pacing.partRows))),
    // Twice the last while no other request comes, up to sixteen times the smallest (about 2 s a step).
    grow: (span, smallest) => (busy() ? smallest : Math.min(span * 2, smallest * 16)),
    whole: (work) =>
      step(async (tx) => {
        await wholeFilePlans(tx);
        return work(tx);
      }),
    chunk: step,
  };
  if (!dryRun) await db.execute(sql`UPDATE uploads SET message = ${WRITING}, updated_at = now() WHERE id = ${staging.uploadId}`);
  try {
    const result = await write(mergeIn(steps, staging, dryRun));
    if (!dryRun) await auditChange(db, audit.actor, audit.change(result));
    return result;
  } catch (error) {
    if (dryRun) throw error;
    throw new Error(`${(error as Error).message}. ${PART_LOADED}`, { cause: error });
  }
}

/** What a running upload's record says while its rows are written in steps (PGlite), each step kept. */
export const WRITING = 'Writing the rows of the file.';
const PART_LOADED = 'Part of the file may have been loaded: load it again to complete it (rows already loaded are left unchanged).';
/** What the record of an upload says when its server stopped while it was writing in steps. */
export const PARTLY_WRITTEN = `The upload stopped while its rows were being written (the server stopped). ${PART_LOADED}`;

/** Thrown inside a check's transaction to roll it back once its counts are known. */
class CheckOnly extends Error {}

/**
 * Runs `write` on the staged rows of an upload on the staging's session and answers its
 * result; a check (`dryRun`) writes nothing and answers the same counts. A load is audited.
 * On PostgreSQL it is one transaction, one upload at a time (an advisory lock, so concurrent
 * files on several servers queue rather than clash): all or nothing. On PGlite its steps are
 * short transactions (see `Steps`, paced by `pacing`); while it writes, its record says so, so a
 * server stopped midway leaves a record that tells part of the file is in (`PARTLY_WRITTEN`), and
 * a failure says the same. Loading the file again completes it: rows already in are left unchanged.
 */
export async function mergeStaged<T>(
  staging: Staging,
  pacing: Partial<StepPacing>,
  dryRun: boolean,
  write: (merge: Merge) => Promise<T>,
  audit: AuditOf<T>,
): Promise<T> {
  if (staging.kind === 'pglite') return mergeInSteps(staging, { ...PACING, ...pacing }, dryRun, write, audit);
  let result: T | undefined;
  try {
    await staging.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('csv uploads'))`);
      await wholeFilePlans(tx);
      const run = <R>(work: (tx: Executor) => Promise<R>) => work(tx);
      result = await write(mergeIn({ chunkRows: Infinity, parts: () => 1, grow: () => Infinity, whole: run, chunk: run }, staging, dryRun));
      // A check's helper tables go with its rollback.
      if (dryRun) throw new CheckOnly();
      await auditChange(tx, audit.actor, audit.change(result));
    });
  } catch (error) {
    if (!(error instanceof CheckOnly || error instanceof TransactionRollbackError)) throw error;
  }
  return result as T;
}
