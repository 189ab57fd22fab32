// A stored file is kept while a record names it (the fields the schemas mark x-file). A change that
// drops a file's last mention removes the file once it has committed (forgetFiles); the hourly
// sweep removes whatever else no record names: files left by a crash or a failed removal.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { namedFiles } from '../../queries/stored-files.ts';
import type { FileStore } from './store.ts';

/**
 * How old an unnamed file must be before the sweep takes it: far longer than any upload takes
 * from storing its file to committing the record that names it (which waits for the file).
 */
export const UNNAMED_FILE_GRACE_MS = 60 * 60_000;

/** Removes those of the files no record names (any more): called after the commit that dropped them. A failure is logged; the sweep tries again. */
export async function forgetFiles(db: Db, files: FileStore, keys: string[], log: Pick<FastifyBaseLogger, 'warn'>): Promise<void> {
  if (!keys.length) return;
  try {
    const named = await namedFiles(db, keys);
    await Promise.all(keys.filter((key) => !named.has(key)).map((key) => files.remove(key)));
  } catch (error) {
    log.warn({ err: error }, 'files no record names could not be removed; the hourly sweep will');
  }
}

/**
 * Removes the files no record names that were written over UNNAMED_FILE_GRACE_MS before `now`
 * (younger ones may belong to an upload whose record is not committed yet): the work of the file
 * sweep job (server/jobs.ts), which one server process at a time runs. Answers how many files went.
 */
export async function sweepUnnamedFiles(db: Db, files: FileStore, now = new Date()): Promise<number> {
  const before = now.getTime() - UNNAMED_FILE_GRACE_MS;
  const old = (await files.list()).filter((file) => file.writtenAt.getTime() < before).map((file) => file.key);
  const named = await namedFiles(db, old);
  const unnamed = old.filter((key) => !named.has(key));
  for (const key of unnamed) await files.remove(key);
  return unnamed.length;
}
