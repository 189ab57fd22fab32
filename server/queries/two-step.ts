// Two-step sign-in's rows: a staff member's authenticator secret (and the one being set up), the
// step of the last code accepted, and the hashed recovery codes; users.two_step_enabled_at says it
// is on, and travels with the session so a call knows without another statement. Accepting a code
// and using a recovery code are each one conditional UPDATE, so two servers (or two requests)
// given the same code accept it once. Turning it on or off is recorded in the audit log, the
// secret and the codes as markers (shared/audit-diff.ts).
import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { entities } from '../../shared/generated/entities.ts';
import type { Db } from '../db/connect.ts';
import { accessTokens, recoveryCodes, signInChallenges, totpCredentials, users } from '../generated/tables.ts';
import { looksLikeAppCode, recoveryCodeHash, stepOfCode } from '../core/totp.ts';
import { type AuditActor, auditChange } from './audit-log.ts';

export type TotpCredential = typeof totpCredentials.$inferSelect;

const credentialOf = async (db: Db, userId: number): Promise<TotpCredential | undefined> =>
  (await db.select().from(totpCredentials).where(eq(totpCredentials.user_id, userId)).limit(1))[0];

/** Setting it up: a new secret kept waiting, then made the one in use by its first code. */
function twoStepSetup(db: Db) {
  return {
    /** Keeps a new secret waiting for its first code; the one in use, if any, works until then. */
    async startSetup(userId: number, secret: string): Promise<void> {
      await db
        .insert(totpCredentials)
        .values({ user_id: userId, pending_secret: secret })
        .onConflictDoUpdate({ target: totpCredentials.user_id, set: { pending_secret: secret, updated_at: new Date() } });
    },

    /**
     * Makes the waiting secret the one in use, its first code's step the last used, and these
     * recovery codes the account's only ones; turns two-step sign-in on. False when no setup waits.
     */
    async confirm(actor: AuditActor, step: number, codes: string[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(totpCredentials).where(eq(totpCredentials.user_id, actor.id)).for('update');
        if (!before?.pending_secret) return false;
        const [after] = await tx
          .update(totpCredentials)
          .set({ secret: before.pending_secret, pending_secret: null, last_step: step, updated_at: new Date() })
          .where(eq(totpCredentials.id, before.id))
          .returning();
        const replaced = await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, actor.id)).returning({ hash: recoveryCodes.code_hash });
        const hashes = codes.map(recoveryCodeHash);
        await tx.insert(recoveryCodes).values(hashes.map((code_hash) => ({ user_id: actor.id, code_hash })));
        await tx.update(users).set({ two_step_enabled_at: new Date(), updated_at: new Date() }).where(eq(users.id, actor.id));
        await auditChange(tx, actor, {
          action: before.secret ? 'update' : 'create',
          entity: entities['totp-credential'].id,
          recordId: before.id,
          before: before.secret ? { ...before, recovery_codes: replaced.map((code) => code.hash) } : null,
          after: { ...after, recovery_codes: hashes },
        });
        return true;
      });
    },
  };
}

/** Signing in with it: a code accepted once, and the recovery codes left. */
function twoStepCodes(db: Db) {
  return {
    /**
     * Accepts an authenticator code of the secret in use (its step later than the last one
     * accepted, so no code is used twice) or an unused recovery code (then used up).
     */
    async acceptCode(userId: number, code: string, now = Date.now()): Promise<boolean> {
      if (!looksLikeAppCode(code)) {
        const used = await db
          .update(recoveryCodes)
          .set({ used_at: new Date(now), updated_at: new Date(now) })
          .where(and(eq(recoveryCodes.user_id, userId), eq(recoveryCodes.code_hash, recoveryCodeHash(code)), isNull(recoveryCodes.used_at)))
          .returning({ id: recoveryCodes.id });
        return used.length > 0;
      }
      const credential = await credentialOf(db, userId);
      const step = credential?.secret ? stepOfCode(credential.secret, code, now) : null;
      if (step === null) return false;
      const accepted = await db
        .update(totpCredentials)
        .set({ last_step: step, updated_at: new Date(now) })
        .where(
          and(
            eq(totpCredentials.id, credential!.id),
            isNotNull(totpCredentials.secret),
            or(isNull(totpCredentials.last_step), lt(totpCredentials.last_step, step)),
          ),
        )
        .returning({ id: totpCredentials.id });
      return accepted.length > 0;
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const [row] = await db
        .select({ left: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.user_id, userId), isNull(recoveryCodes.used_at)));
      return row?.left ?? 0;
    },
  };
}

/**
 * Turns the account's two-step sign-in off: secret, recovery codes and pending sign-ins gone.
 * Done by someone else (an administrator, for a lost phone), it also signs the account out
 * everywhere. False when it was not on (nothing recorded).
 */
async function turnOff(db: Db, actor: AuditActor, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(totpCredentials).where(eq(totpCredentials.user_id, userId)).returning();
    const codes = await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId)).returning({ hash: recoveryCodes.code_hash });
    await tx.delete(signInChallenges).where(eq(signInChallenges.user_id, userId));
    const [was] = await tx
      .update(users)
      .set({ two_step_enabled_at: null, updated_at: new Date() })
      .where(and(eq(users.id, userId), isNotNull(users.two_step_enabled_at)))
      .returning({ id: users.id });
    if (!was || !before) return false;
    if (actor.id !== userId) await tx.delete(accessTokens).where(eq(accessTokens.user_id, userId));
    await auditChange(tx, actor, {
      action: 'delete',
      entity: entities['totp-credential'].id,
      recordId: before.id,
      before: { ...before, recovery_codes: codes.map((code) => code.hash) },
    });
    return true;
  });
}

export function twoStepRepository(db: Db) {
  return {
    credentialOf: (userId: number) => credentialOf(db, userId),
    ...twoStepSetup(db),
    ...twoStepCodes(db),
    turnOff: (actor: AuditActor, userId: number) => turnOff(db, actor, userId),
  };
}

export type TwoStepRepository = ReturnType<typeof twoStepRepository>;
