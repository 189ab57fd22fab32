// Password reset tokens: only their SHA-256 is kept; each works once, before it expires.
// Issuing a reset queues its email in the same transaction, and its token is made as the email
// goes out, so neither the database nor the Outbox ever holds a usable one; completing a reset
// sets the password and signs the account out everywhere, in one transaction with its audit entry.
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { entities } from '../../shared/generated/entities.ts';
import type { Db } from '../db/connect.ts';
import { accessTokens, passwordResets, users } from '../generated/tables.ts';
import { newToken, sha256 } from '../core/secrets.ts';
import { auditChange } from './audit-log.ts';

/** Deletes the resets expired before `now` (areas/operations/purge.ts); answers how many went. */
export async function deleteExpiredResets(db: Db, now: Date): Promise<number> {
  const gone = await db.delete(passwordResets).where(lt(passwordResets.expires_at, now)).returning({ id: passwordResets.id });
  return gone.length;
}

/** The kind of minted_link a reset's email carries (platform/mail/sender.ts). */
export const MINTED_KIND = 'password-reset';

export function passwordResetRepository(db: Db, minutes: number) {
  return {
    /**
     * A new reset for the user (its id), answering its id: its email's link is made as the email is
     * sent (mintLink), so no usable token is ever stored. Earlier resets stop working, so only the
     * newest email counts; one still waiting to go out is then not sent at all.
     */
    async issue(userId: number): Promise<number> {
      await db.delete(passwordResets).where(eq(passwordResets.user_id, userId));
      // A token no one is given: the reset works only once its email has been sent.
      const [reset] = await db
        .insert(passwordResets)
        .values({ user_id: userId, token_hash: sha256(newToken()), expires_at: new Date(Date.now() + minutes * 60_000) })
        .returning({ id: passwordResets.id });
      return reset!.id;
    },

    /** A new token for the reset, as its email goes out: the one before stops working, and the link works `minutes` from now. */
    async mintLink(resetId: number, now: Date): Promise<{ token: string; email: string } | undefined> {
      const token = newToken();
      const [minted] = await db
        .update(passwordResets)
        .set({ token_hash: sha256(token), expires_at: new Date(now.getTime() + minutes * 60_000), updated_at: now })
        .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.used_at), gt(passwordResets.expires_at, now)))
        .returning({ userId: passwordResets.user_id });
      if (!minted) return undefined;
      const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, minted.userId));
      return user && { token, email: user.email };
    },

    /** The unused, unexpired reset of this token, with its user's email; undefined otherwise. */
    async usable(token: string) {
      const [row] = await db
        .select({ id: passwordResets.id, userId: passwordResets.user_id, email: users.email, expiresAt: passwordResets.expires_at })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.user_id))
        .where(and(eq(passwordResets.token_hash, sha256(token)), isNull(passwordResets.used_at)))
        .limit(1);
      return row && row.expiresAt > new Date() ? row : undefined;
    },

    /** Uses the reset: false when another request used it first. */
    async complete(resetId: number, userId: number, passwordHash: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(passwordResets)
          .set({ used_at: new Date(), updated_at: new Date() })
          .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.used_at)))
          .returning({ id: passwordResets.id });
        if (!used.length) return false;
        const [before] = await tx.select().from(users).where(eq(users.id, userId));
        const [after] = await tx.update(users).set({ password: passwordHash, updated_at: new Date() }).where(eq(users.id, userId)).returning();
        await tx.delete(accessTokens).where(eq(accessTokens.user_id, userId));
        // The link proved the account's own email, so the account is who changed it: recorded for
        // an administrator (a staff account's password), not for an owner (auditChange).
        await auditChange(tx, after!, { action: 'password', entity: entities.user.id, recordId: userId, before, after });
        return true;
      });
    },
  };
}
