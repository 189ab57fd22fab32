// The queries of an account's deletion (areas/accounts/delete-account.ts is the use case): what it
// would take, and each step on the caller's transaction with the audit entry of every record it
// changes. An owner's vehicles are unlinked, their nickname and photo cleared; their bookings kept
// for the dealer with no link to the owner, an open one cancelled; the emails addressed to them gone.
import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { OPEN_STATUSES } from '../../shared/booking-rules.ts';
import { entities } from '../../shared/generated/entities.ts';
import type { OwnerDeletion } from '../../shared/generated/types.ts';
import type { Db } from '../db/connect.ts';
import { dealers, outboxMessages, users, vehicleServices, vehicles } from '../generated/tables.ts';
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
export async function unlinkVehicles(tx: Db, actor: AuditActor, userId: number): Promise<string[]> {
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

/** A booking an owner's deletion cancelled, with what its dealer is told of it. */
export interface CancelledWithOwner {
  booking: typeof vehicleServices.$inferSelect;
  registration: (typeof vehicles.$inferSelect)['registration'];
  dealer: typeof dealers.$inferSelect;
}

/**
 * Keeps the owner's bookings for the dealer, no longer linked to the owner. One still open will not
 * happen: it is cancelled and its calendar revision raised; answers those, for their dealers to be told.
 */
export async function anonymiseBookings(tx: Db, actor: AuditActor, userId: number): Promise<CancelledWithOwner[]> {
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
  return open;
}

/** The emails addressed to the owner go with the account: queued ones are not sent, sent ones not kept. */
export async function forgetOwnersMail(tx: Db, actor: AuditActor, email: string): Promise<void> {
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

/** Locks the account for its deletion; undefined when there is none. */
export async function lockAccount(tx: Db, id: number) {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return user;
}

export async function removeAccountRow(tx: Db, id: number): Promise<void> {
  await tx.delete(users).where(eq(users.id, id));
}
