// Expired access tokens, sign-in challenges, password resets and throttle counters past their
// window are of no use to anyone: a purge deletes them at start and then every hour, marks the uploads cut off
// mid-file as interrupted, and sweeps the stored files no record names (platform/files/named-files.ts).
// Plain DELETEs of expired rows, so several server processes on one PostgreSQL may purge at the
// same time: the second finds nothing left to delete; the sweep runs in one process at a time.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/connect.ts';
import { sweepUnnamedFiles } from '../../platform/files/named-files.ts';
import { deleteExpiredResets } from '../../queries/password-resets.ts';
import { deleteExpiredChallenges } from '../../queries/sign-in-challenges.ts';
import { deleteForgottenCounters } from '../../queries/throttle-counters.ts';
import { deleteExpiredTokens } from '../../queries/tokens.ts';
import { uploadRepository } from '../../queries/uploads/uploads.ts';

export const PURGE_EVERY_MS = 60 * 60_000;
/** An upload that has staged no batch for this long was cut off: a live one reports every second or so. */
export const UPLOAD_SILENT_MS = 15 * 60_000;

/** Deletes what expired before `now` (and marks the uploads cut off); answers how many of each. */
export async function purgeExpired(
  db: Db,
  now = new Date(),
): Promise<{ tokens: number; challenges: number; resets: number; throttles: number; uploads: number }> {
  const tokens = await deleteExpiredTokens(db, now);
  const challenges = await deleteExpiredChallenges(db, now);
  const resets = await deleteExpiredResets(db, now);
  const throttles = await deleteForgottenCounters(db, now);
  const uploads = await uploadRepository(db).interrupted(new Date(now.getTime() - UPLOAD_SILENT_MS));
  return { tokens, challenges, resets, throttles, uploads };
}

async function purgePlugin(app: FastifyInstance, options: { everyMs?: number }) {
  // A database away for a moment (a restart): the next round tries again.
  const run = async () => {
    await purgeExpired(app.database.db).then(
      (purged) => app.log.debug(purged, 'purged expired tokens and password resets'),
      (error: unknown) => app.log.warn({ err: error }, 'the purge of expired tokens could not run'),
    );
    await sweepUnnamedFiles(app.database.db, app.files).then(
      (removed) => app.log.debug({ removed }, 'swept the stored files no record names'),
      (error: unknown) => app.log.warn({ err: error }, 'the sweep of stored files no record names could not run'),
    );
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // The first round is done before the server is ready, so none runs beside the first requests (it never throws).
    await run();
    timer = setInterval(run, options.everyMs ?? PURGE_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(purgePlugin, { name: 'purge', dependencies: ['database', 'files'] });
