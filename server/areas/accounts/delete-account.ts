// Deleting a user account (docs/decisions.md, "The owner's data"): one use case for the owner's own
// DELETE /api/user and staff's DELETE /api/users/{id} (one or in bulk, through the user entity's
// remove hook). An owner's vehicles are unlinked and kept for the maker's records; their bookings
// are kept for the dealer with no link to the owner, whose name, email and phone they only ever
// reached through it; an open booking is cancelled and its dealer told; the emails addressed to the
// owner go; the account goes, and its sessions with it (the access tokens cascade, and the users
// trigger tells every server). Staff and API accounts hold none of these: theirs is the plain delete.
import { entities } from '../../../shared/generated/entities.ts';
import type { Db } from '../../db/connect.ts';
import { type AuditActor, recordChange } from '../../queries/audit-log.ts';
import { queueMail } from '../../queries/outbox.ts';
import {
  anonymiseBookings,
  forgetOwnersMail,
  isOwner,
  lockAccount,
  removeAccountRow,
  unlinkVehicles,
  withoutPersonalDetails,
} from '../../queries/owner-deletion.ts';
import type { SessionUser } from '../../queries/tokens.ts';
import { dealerOwnerGoneEmail } from '../bookings/dealer-emails.ts';

/**
 * Deletes the account `id` in `tx`, by the rule above, recording the entries of the records it
 * changed besides the account itself (whose entry the caller records, from `before`). Answers the
 * stored files to forget once `tx` commits, or undefined when there is no such account.
 */
export async function deleteAccount(tx: Db, actor: AuditActor, id: number): Promise<{ files: string[]; before: Record<string, unknown> } | undefined> {
  const user = await lockAccount(tx, id);
  if (!user) return undefined;
  if (!isOwner(user)) {
    await removeAccountRow(tx, id);
    return { files: [], before: user };
  }
  const files = await unlinkVehicles(tx, actor, id);
  const cancelled = await anonymiseBookings(tx, actor, id);
  await queueMail(
    tx,
    cancelled.map(({ booking, registration, dealer }) => dealerOwnerGoneEmail(booking, registration, dealer)),
  );
  await forgetOwnersMail(tx, actor, user.email);
  await removeAccountRow(tx, id);
  return { files, before: withoutPersonalDetails(user) };
}

/** The owner's own deletion: one transaction with the audit entry of every record it changed, the account's included (an owner's writes are otherwise not audited). */
export async function deleteOwnAccount(db: Db, owner: SessionUser): Promise<{ files: string[] } | undefined> {
  return db.transaction(async (tx) => {
    const removed = await deleteAccount(tx, owner, owner.id);
    if (removed) await recordChange(tx, owner, { action: 'delete', entity: entities.user.id, recordId: owner.id, before: removed.before, after: null });
    return removed;
  });
}
