// Access tokens: issued at sign-in (and for API keys), looked up by hash, revoked at sign-out.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { accessTokens, users } from '../generated/tables.ts';
import { newToken, sha256 } from '../core/secrets.ts';
import type { SessionCache } from './session-cache.ts';

export type SessionUser = typeof users.$inferSelect;

/** Signs the user out everywhere (their password was changed for them); `db` may be the change's transaction. */
export async function revokeAllTokens(db: Db, userId: number): Promise<void> {
  await db.delete(accessTokens).where(eq(accessTokens.user_id, userId));
}

/** Deletes the tokens expired before `now` (areas/operations/purge.ts); answers how many went. */
export async function deleteExpiredTokens(db: Db, now: Date): Promise<number> {
  const gone = await db.delete(accessTokens).where(lt(accessTokens.expires_at, now)).returning({ id: accessTokens.id });
  return gone.length;
}

export function tokenRepository(db: Db, hours: number, cache: SessionCache<SessionUser>) {
  // Every signed-in request the cache cannot answer runs this lookup: prepared once, it is neither rebuilt nor re-planned.
  const sessionUser = db
    .select({ user: users, expiresAt: accessTokens.expires_at })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.user_id))
    .where(and(eq(accessTokens.token_hash, sql.placeholder('hash')), gt(accessTokens.expires_at, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_user');

  return {
    async issue(userId: number): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const expiresAt = new Date(Date.now() + hours * 3_600_000);
      await db.insert(accessTokens).values({ user_id: userId, token_hash: sha256(token), expires_at: expiresAt });
      return { token, expiresAt };
    },

    async userFor(token: string): Promise<SessionUser | undefined> {
      const hash = sha256(token);
      const now = Date.now();
      const kept = cache.get(hash, now);
      if (kept) return kept;
      const ticket = cache.ticket();
      const [row] = await sessionUser.execute({ hash, now: new Date(now) });
      if (row) cache.keep(ticket, hash, row.user, row.expiresAt, now);
      return row?.user;
    },

    async revoke(token: string): Promise<void> {
      await db.delete(accessTokens).where(eq(accessTokens.token_hash, sha256(token)));
    },
  };
}

export type TokenRepository = ReturnType<typeof tokenRepository>;
