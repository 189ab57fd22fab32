// The pending second step of a sign-in: a password checked for an account with two-step sign-in
// answers a challenge instead of an access token. Only the challenge's SHA-256 is kept, in the
// database so any server process can finish the sign-in; it lasts a few minutes and ends with it.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { signInChallenges, users } from '../generated/tables.ts';
import { newToken, sha256 } from '../core/secrets.ts';

/** Deletes the challenges expired before `now` (areas/operations/purge.ts); answers how many went. */
export async function deleteExpiredChallenges(db: Db, now: Date): Promise<number> {
  const gone = await db.delete(signInChallenges).where(lt(signInChallenges.expires_at, now)).returning({ id: signInChallenges.id });
  return gone.length;
}

/** Counts a wrong code tried on the challenge; answers how many it has had, 0 when it is gone. */
export async function countWrongCode(db: Db, token: string): Promise<number> {
  const [row] = await db
    .update(signInChallenges)
    .set({ wrong_codes: sql`${signInChallenges.wrong_codes} + 1` })
    .where(eq(signInChallenges.token_hash, sha256(token)))
    .returning({ wrong: signInChallenges.wrong_codes });
  return row?.wrong ?? 0;
}

/** Ends the challenge: true for the one request that ended it, so it finishes one sign-in only. */
export async function endChallenge(db: Db, token: string): Promise<boolean> {
  const gone = await db
    .delete(signInChallenges)
    .where(eq(signInChallenges.token_hash, sha256(token)))
    .returning({ id: signInChallenges.id });
  return gone.length > 0;
}

export function signInChallengeRepository(db: Db, minutes: number) {
  return {
    async issue(userId: number): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const expiresAt = new Date(Date.now() + minutes * 60_000);
      await db.insert(signInChallenges).values({ user_id: userId, token_hash: sha256(token), expires_at: expiresAt });
      return { token, expiresAt };
    },

    /** The account whose password this unexpired challenge proved, or undefined. */
    async userFor(token: string) {
      const [row] = await db
        .select({ user: users })
        .from(signInChallenges)
        .innerJoin(users, eq(users.id, signInChallenges.user_id))
        .where(and(eq(signInChallenges.token_hash, sha256(token)), gt(signInChallenges.expires_at, new Date())))
        .limit(1);
      return row?.user;
    },

    end: (token: string) => endChallenge(db, token),
  };
}
