// A booking's status change (shared/booking-life.ts, docs/decisions.md, "Bookings both ways"): one
// use case for the owner, the dealer's staff and administrators. In one transaction it checks who
// asks and the transition, writes the values of the change's kind, does what a completion does
// (the vehicle's odometer, a recall's VIN remedied), queues the emails of the change and records
// its audit entry (staff's; an owner's own writes are not audited). To dealer staff another
// dealer's booking does not exist, and to an owner another owner's.
import { type BookingActor, mayAskFor, transitionProblem } from '../../../shared/booking-life.ts';
import { entities } from '../../../shared/generated/entities.ts';
import type { BookingStatus, StatusChangeForm } from '../../../shared/generated/types.ts';
import { InputError, notFound } from '../../core/errors.ts';
import { roleOf } from '../../platform/http/auth.ts';
import type { MailMessage } from '../../core/mail-message.ts';
import type { Db } from '../../db/connect.ts';
import { withAudit } from '../../queries/audit-log.ts';
import { type BookingRow, bookingRepository } from '../../queries/bookings.ts';
import { dealerRepository } from '../../queries/dealers.ts';
import { queueMail } from '../../queries/outbox.ts';
import { recallRepository } from '../../queries/recalls.ts';
import type { SessionUser } from '../../queries/tokens.ts';
import { type BookingFacts, factsOf } from './booking-facts.ts';
import { type BookingContext, DEFAULT_SLOT_CAPACITY, SLOT_FULL, refuseUnbookable } from './booking-calls.ts';
import { dealerCancellationEmail } from './dealer-emails.ts';
import { ownerCancelledEmail, ownerCompletedEmail, ownerConfirmedEmail, ownerDeclinedEmail } from './owner-emails.ts';

const NOT_YOURS: Record<BookingActor, string> = {
  owner: 'You can cancel a booking; the dealer confirms or completes it.',
  dealer: 'Dealer staff confirm, decline or complete a booking; the owner cancels it, or asks myGWM to.',
  admin: 'A booking is requested again only when the owner moves it.',
};
const REASON = 'Please say why the booking is declined: the owner is told.';
const ODOMETER = 'Please enter the odometer reading';
const WORK_DONE = 'Please describe the work done';

const DEALER_NOTE_LIMIT = entities['vehicle-service'].schema.properties!.dealer_note!.maxLength as number;

const ACTOR_OF_ROLE: Partial<Record<string, BookingActor>> = { ADMIN: 'admin', DEALER: 'dealer' };
/** Who asks, by the signed-in user's role: administrators, dealer staff, else the owner. */
export const actorOf = (user: SessionUser): BookingActor => ACTOR_OF_ROLE[roleOf(user)] ?? 'owner';

const isTheirs = (actor: BookingActor, user: SessionUser, row: BookingRow) =>
  actor === 'admin' || (actor === 'dealer' ? row.dealer_id === user.dealers_id : row.user_id === user.id);

// A field left out or sent as null (the form's optional fields take null) is not given.
const filled = (text: string | null | undefined) => text?.trim() || null;

/** A confirmation's note is kept as the dealer's note, shorter than a note of the work done. */
function refuseLongConfirmationNote(change: StatusChangeForm) {
  if (change.status === 'confirmed' && (change.note?.length ?? 0) > DEALER_NOTE_LIMIT)
    throw new InputError({ note: [`Note can be at most ${DEALER_NOTE_LIMIT} characters`] });
}

/** The fields a change writes, after the checks of its kind (in `tx`, the change's transaction). */
async function valuesOf(tx: Db, before: BookingRow, change: StatusChangeForm): Promise<Partial<BookingRow>> {
  const { status } = change;
  if (status === 'declined') {
    const reason = filled(change.reason);
    if (!reason) throw new InputError({ reason: [REASON] });
    return { status, decline_reason: reason };
  }
  if (status === 'completed') {
    const { odometer } = change;
    const workDone = filled(change.note);
    if (odometer == null || !workDone)
      throw new InputError({ ...(odometer == null ? { odometer: [ODOMETER] } : {}), ...(workDone ? {} : { note: [WORK_DONE] }) });
    return { status, service_odometer: odometer, work_done: workDone };
  }
  if (status === 'confirmed' && change.date && change.date !== before.date) {
    const dealer = (await dealerRepository(tx).find(before.dealer_id))!;
    refuseUnbookable(dealer, change.date);
    if (await bookingRepository(tx).slotFull(dealer.id, change.date, dealer.slot_capacity ?? DEFAULT_SLOT_CAPACITY, before.id))
      throw new InputError({ date: [SLOT_FULL] });
    return { status, date: change.date, dealer_note: filled(change.note) };
  }
  return status === 'confirmed' ? { status, dealer_note: filled(change.note) } : { status };
}

/** What a completion does besides its status: the vehicle's odometer, and a recall booking remedies its VIN (docs/decisions.md, "Recalls"). */
async function completed(tx: Db, after: BookingRow): Promise<void> {
  await bookingRepository(tx).recordOdometer(after.vehicle_id, after.service_odometer!);
  if (after.type === 'recall') await recallRepository(tx).remedy(after.vehicle_id, after.date.slice(0, 10));
}

/** The emails of each change: the owner hears of the dealer's answers, the dealer of a cancel. */
function emailsOf(actor: BookingActor, facts: BookingFacts, before: BookingRow, publicUrl: string): MailMessage[] {
  switch (facts.status as BookingStatus) {
    case 'confirmed':
      return [ownerConfirmedEmail(facts, publicUrl, facts.date !== before.date ? before.date : undefined)];
    case 'declined':
      return [ownerDeclinedEmail(facts, publicUrl)];
    case 'completed':
      return [ownerCompletedEmail(facts, publicUrl)];
    case 'cancelled':
      return actor === 'owner'
        ? [dealerCancellationEmail(facts), ownerCancelledEmail(facts, publicUrl, true)]
        : [ownerCancelledEmail(facts, publicUrl, false), dealerCancellationEmail(facts, 'myGWM staff')];
    case 'requested':
      return [];
  }
}

/** Moves booking `id` on as `user` asks; answers nothing, the caller reads the booking as it now is. */
export async function changeBookingStatus(
  { db, publicUrl, takeOwnerCall }: BookingContext,
  user: SessionUser,
  id: number,
  change: StatusChangeForm,
): Promise<void> {
  refuseLongConfirmationNote(change);
  const actor = actorOf(user);
  const seen = await bookingRepository(db).find(id);
  if (!seen || !isTheirs(actor, user, seen)) throw notFound('This booking');
  if (!mayAskFor(actor, change.status)) throw new InputError({ status: [NOT_YOURS[actor]] });
  if (actor === 'owner') await takeOwnerCall(user.id);
  await withAudit(db, user, async (tx) => {
    const bookings = bookingRepository(tx);
    const before = (await bookings.find(id, true))!;
    const problem = transitionProblem(before.status as BookingStatus, change.status, actor);
    if (problem) throw new InputError({ status: [problem] });
    const after = await bookings.update(id, await valuesOf(tx, before, change), change.status !== 'completed');
    if (change.status === 'completed') await completed(tx, after);
    const facts = await factsOf(tx, after);
    if (facts) await queueMail(tx, emailsOf(actor, facts, before, publicUrl));
    return { action: 'update', entity: entities['vehicle-service'].id, recordId: id, before, after };
  });
}
