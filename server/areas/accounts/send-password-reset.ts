// "Forgot password": a new reset for the account and its email, queued together in one transaction,
// so the email goes out whatever the mail server does meanwhile (platform/mail/sender.ts) and a
// reset never stands without its email.
import type { Db } from '../../db/connect.ts';
import { queueMail } from '../../queries/outbox.ts';
import { MINTED_KIND, passwordResetRepository } from '../../queries/password-resets.ts';
import { passwordResetEmail } from './reset-email.ts';

/** Issues the reset of `user`, its link working `minutes`, and queues its email; answers the reset's id. */
export async function sendPasswordReset(db: Db, user: { id: number; email: string; firstname: string }, minutes: number): Promise<number> {
  return db.transaction(async (tx) => {
    const resetId = await passwordResetRepository(tx, minutes).issue(user.id);
    await queueMail(tx, [passwordResetEmail(user, `${MINTED_KIND}:${resetId}`, minutes)]);
    return resetId;
  });
}
