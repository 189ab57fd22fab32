// The work of the purge job (its schedule in server/jobs.ts): expired access tokens, sign-in
// challenges, password resets and throttle counters past their window are of no use to anyone, and
// go; uploads cut off mid-file are marked interrupted. Plain DELETEs of expired rows, so two purges
// at once (a lease that ran out mid-run) do no harm: the second finds nothing left to delete.
import type { Db } from '../../db/connect.ts';
import { deleteExpiredResets } from '../../queries/password-resets.ts';
import { deleteExpiredChallenges } from '../../queries/sign-in-challenges.ts';
import { deleteForgottenCounters } from '../../queries/throttle-counters.ts';
import { deleteExpiredTokens } from '../../queries/tokens.ts';
import { uploadRepository } from '../../queries/uploads/uploads.ts';

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
