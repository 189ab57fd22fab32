// Deleting a user account (docs/decisions.md, "The owner's data"), one mechanism for the owner's own
// DELETE /api/user and staff's DELETE /api/users/{id} (one or in bulk, through the user entity's
// remove hook). An owner's vehicles are unlinked and kept for the maker's records, their nickname and
// photo cleared; their bookings are kept for the dealer with no link to the owner, whose name, email
// and phone they only ever reached through it; the account goes, and its sessions with it (the
// access tokens cascade, and the users trigger tells every server); an open booking is cancelled and
// the dealer told, and the emails addressed to the owner go too. Each record changed gets its
// audit entry in the caller's transaction. Staff and API accounts hold none of these: theirs is the
// plain delete.
import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { OPEN_STATUSES } from '../../shared/booking-rules.ts';
import { entities } from '../../shared/generated/entities.ts';
import type { OwnerDeletion } from '../../shared/generated/types.ts';
import type { Db } from '../db/connect.ts';
import type { SessionUser } from './tokens.ts';
import { dealers, outboxMessages, users, vehicleServices, vehicles } from '../generated/tables.ts';
import { dealerOwnerGoneEmail } from '../bookings/dealer-emails.ts';
import { queueMail } from './outbox.ts';
import { type AuditActor, recordChange } from './audit-log.ts';

/** What the audit log keeps in place of a personal detail that went with the account. */
export const REMOVED = '[removed with the account]';

/** The account's fields that are the person rather than the account (`x-personal`): none outlives its deletion, in the audit log either. */
const PERSONAL = Object.entries(entities.user.schema.properties ?? {})
  .filter(([, property]) => property['x-personal'])
  .map(([field]) => field as keyof typeof users.$inferSelect);

const removedIfSet = (value: unknown) => (value === null || value === undefined ? value : REMOVED);

/** The account as its audit entry keeps it: every personal detail marked removed. */
export const withoutPersonalDetails = (user: typeof users.$inferSelect) => ({
  ...user,
  ...Object.fromEntries(PERSONAL.map((field) => [field, removedIfSet(user[field])])),
});

export const isOwner = (user: Pick<typeof users.$inferSelect, 'role'>) => user.role === 'USER';

/** What deleting the user would take with it, for the delete dialog; undefined when there is no such user. */
export async function deletionSummary(db: Db, id: number): Promise<OwnerDeletion | undefined> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, id));
  if (!user) return undefined;
  if (!isOwner(user)) return { owner: false, vehicles: 0, bookings: 0, photos: 0 };
  const [[cars], [photos], [bookings]] = await Promise.all([
    db.select({ n: count() }).from(vehicles).where(eq(vehicles.user_id, id)),
    db
      .select({ n: count() })
      .from(vehicles)
      .where(and(eq(vehicles.user_id, id), isNotNull(vehicles.my_image))),
    db.select({ n: count() }).from(vehicleServices).where(eq(vehicleServices.user_id, id)),
  ]);
  return { owner: true, vehicles: cars?.n ?? 0, bookings: bookings?.n ?? 0, photos: photos?.n ?? 0 };
}

/** Unlinks the owner's vehicles, clearing what was the owner's own (nickname, photo); answers the photos' file keys. */
async function unlinkVehicles(tx: Db, actor: AuditActor, userId: number): Promise<string[]> {
  // Locked, so a photo upload racing the deletion waits and then finds no vehicle of this owner.
  const owned = await tx
    .select({ id: vehicles.id, nickname: vehicles.nickname, my_image: vehicles.my_image })
    .from(vehicles)
    .where(eq(vehicles.user_id, userId))
    .for('update');
  if (!owned.length) return [];
  await tx.update(vehicles).set({ user_id: null, nickname: null, my_image: null, updated_at: new Date() }).where(eq(vehicles.user_id, userId));
  const cleared = { user_id: null, nickname: null, my_image: null };
  for (const vehicle of owned) {
    const before = { user_id: userId, nickname: removedIfSet(vehicle.nickname), my_image: removedIfSet(vehicle.my_image) };
    await recordChange(tx, actor, { action: 'update', entity: entities.vehicle.id, recordId: vehicle.id, before, after: cleared });
  }
  return owned.flatMap((vehicle) => (vehicle.my_image ? [vehicle.my_image] : []));
}

/**
 * Keeps the owner's bookings for the dealer, no longer linked to the owner. One still open will not
 * happen: it is cancelled, its calendar revision raised, and the dealer told (with nothing of the owner's).
 */
async function anonymiseBookings(tx: Db, actor: AuditActor, userId: number): Promise<void> {
  const open = await tx
    .select({ booking: vehicleServices, registration: vehicles.registration, dealer: dealers })
    .from(vehicleServices)
    .innerJoin(vehicles, eq(vehicles.id, vehicleServices.vehicle_id))
    .innerJoin(dealers, eq(dealers.id, vehicleServices.dealer_id))
    .where(and(eq(vehicleServices.user_id, userId), inArray(vehicleServices.status, [...OPEN_STATUSES])));
  const cancelled = new Set(open.map(({ booking }) => booking.id));
  if (cancelled.size) {
    await tx
      .update(vehicleServices)
      .set({ status: 'cancelled', calendar_sequence: sql`${vehicleServices.calendar_sequence} + 1` })
      .where(inArray(vehicleServices.id, [...cancelled]));
    await queueMail(
      tx,
      open.map(({ booking, registration, dealer }) => dealerOwnerGoneEmail(booking, registration, dealer)),
    );
  }
  const kept = await tx
    .update(vehicleServices)
    .set({ user_id: null, updated_at: new Date() })
    .where(eq(vehicleServices.user_id, userId))
    .returning({ id: vehicleServices.id, status: vehicleServices.status });
  for (const { id, status } of kept) {
    const wasOpen = cancelled.has(id);
    await recordChange(tx, actor, {
      action: 'update',
      entity: entities['vehicle-service'].id,
      recordId: id,
      before: { user_id: userId, ...(wasOpen ? { status: open.find((o) => o.booking.id === id)!.booking.status } : {}) },
      after: { user_id: null, ...(wasOpen ? { status } : {}) },
    });
  }
}

/** The emails addressed to the owner go with the account: queued ones are not sent, sent ones not kept. */
async function forgetOwnersMail(tx: Db, actor: AuditActor, email: string): Promise<void> {
  const gone = await tx
    .delete(outboxMessages)
    .where(eq(sql`lower(${outboxMessages.to})`, email.toLowerCase()))
    .returning({ id: outboxMessages.id, subject: outboxMessages.subject, state: outboxMessages.state });
  for (const { id, subject, state } of gone) {
    await recordChange(tx, actor, {
      action: 'delete',
      entity: entities['outbox-message'].id,
      recordId: id,
      before: { to: REMOVED, subject, state },
      after: null,
    });
  }
}

/**
 * Deletes the account `id` in `tx`, by the rule above, recording the entries of the records it
 * changed besides the account itself (whose entry the caller records, from `before`). Answers the
 * stored files to forget once `tx` commits, or undefined when there is no such account.
 */
export async function deleteAccount(tx: Db, actor: AuditActor, id: number): Promise<{ files: string[]; before: Record<string, unknown> } | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!user) return undefined;
  const owner = isOwner(user);
  const files = owner ? await unlinkVehicles(tx, actor, id) : [];
  if (owner) await anonymiseBookings(tx, actor, id);
  if (owner) await forgetOwnersMail(tx, actor, user.email);
  await tx.delete(users).where(eq(users.id, id));
  return { files, before: owner ? withoutPersonalDetails(user) : user };
}

/** The owner's own deletion: one transaction with the audit entry of every record it changed, the account's included (an owner's writes are otherwise not audited). */
export async function deleteOwnAccount(db: Db, owner: SessionUser): Promise<{ files: string[] } | undefined> {
  return db.transaction(async (tx) => {
    const removed = await deleteAccount(tx, owner, owner.id);
    if (removed) await recordChange(tx, owner, { action: 'delete', entity: entities.user.id, recordId: owner.id, before: removed.before, after: null });
    return removed;
  });
}
