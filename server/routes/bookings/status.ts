// PUT vehicleservices/{id}/status: a booking's life (shared/booking-life.ts, docs/decisions.md,
// "Bookings both ways"). The dealer's staff and administrators confirm (perhaps at another time,
// with a note), decline (with a reason) and complete (with the odometer and the work done), each
// audited and emailed to the owner in the same transaction; the owner cancels their own open
// booking and the dealer is told. To dealer staff another dealer's booking does not exist (404).
import { type BookingActor, mayAskFor, transitionProblem } from '../../../shared/booking-life.ts';
import type { StatusChange } from '../../../shared/garage.ts';
import { entities, enums } from '../../../shared/generated/entities.ts';
import type { BookingStatus } from '../../../shared/generated/types.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { InputError, notFound } from '../../errors.ts';
import { requireUser, roleOf } from '../../plugins/auth.ts';
import { withAudit } from '../../repositories/audit-log.ts';
import { type BookingRow, bookingRepository } from '../../repositories/bookings.ts';
import { dealerRepository } from '../../repositories/dealers.ts';
import { queueMail } from '../../repositories/outbox.ts';
import { recallRepository } from '../../repositories/recalls.ts';
import type { SessionUser } from '../../repositories/tokens.ts';
import { type IdRoute, idParam } from '../params.ts';
import { factsOf } from '../../bookings/booking-facts.ts';
import { dealerCancellationEmail } from '../../bookings/dealer-emails.ts';
import { ownerCancelledEmail, ownerCompletedEmail, ownerConfirmedEmail, ownerDeclinedEmail } from '../../bookings/owner-emails.ts';
import { DEFAULT_SLOT_CAPACITY, SLOT_FULL, type TakeOwnerCall, bookingAnswer, refuseUnbookable } from './booking-calls.ts';
import type { TypedApp } from '../typed.ts';

const NOT_YOURS: Record<BookingActor, string> = {
  owner: 'You can cancel a booking; the dealer confirms or completes it.',
  dealer: 'Dealer staff confirm, decline or complete a booking; the owner cancels it, or asks myGWM to.',
  admin: 'A booking is requested again only when the owner moves it.',
};
const NOT_CANCELLABLE = 'Only a booking that is requested or confirmed can be cancelled.';
const REASON = 'Please say why the booking is declined: the owner is told.';
const ODOMETER = 'Please enter the odometer reading';
const WORK_DONE = 'Please describe the work done';

const booking = entities['vehicle-service'].schema.properties!;
const DEALER_NOTE_LIMIT = booking.dealer_note!.maxLength as number;
const body = {
  type: 'object',
  required: ['status'],
  properties: {
    status: { type: 'string', enum: enums.bookingStatus },
    date: { ...booking.date!, description: 'Confirming: another local date and time the dealer proposes, YYYY-MM-DD HH:mm' },
    note: { type: 'string', maxLength: 2000, description: "Confirming: the dealer's note to the owner; completing: the work done" },
    reason: { type: 'string', maxLength: 1000, description: 'Declining: why, told to the owner' },
    odometer: { type: 'integer', minimum: 0, maximum: 9_999_999, description: 'Completing: the odometer reading in km' },
    _method: { type: 'string', maxLength: 10 },
  },
} as const;

const ACTOR_OF_ROLE: Partial<Record<string, BookingActor>> = { ADMIN: 'admin', DEALER: 'dealer' };
const actorOf = (user: SessionUser): BookingActor => ACTOR_OF_ROLE[roleOf(user)] ?? 'owner';

const isTheirs = (actor: BookingActor, user: SessionUser, row: BookingRow) =>
  actor === 'admin' || (actor === 'dealer' ? row.dealer_id === user.dealers_id : row.user_id === user.id);

const filled = (text: string | undefined) => text?.trim() || null;

/** The fields a dealer's change writes, after the checks of its kind (in `db`, the change's transaction). */
async function valuesOf(db: Db, before: BookingRow, change: StatusChange): Promise<Partial<BookingRow>> {
  const { status } = change;
  if (status === 'declined') {
    const reason = filled(change.reason);
    if (!reason) throw new InputError({ reason: [REASON] });
    return { status, decline_reason: reason };
  }
  if (status === 'completed') {
    const workDone = filled(change.note);
    if (change.odometer === undefined || !workDone)
      throw new InputError({ ...(change.odometer === undefined ? { odometer: [ODOMETER] } : {}), ...(workDone ? {} : { note: [WORK_DONE] }) });
    return { status, service_odometer: change.odometer, work_done: workDone };
  }
  if (status === 'confirmed' && change.date && change.date !== before.date) {
    const dealer = (await dealerRepository(db).find(before.dealer_id))!;
    refuseUnbookable(dealer, change.date);
    if (await bookingRepository(db).slotFull(dealer.id, change.date, dealer.slot_capacity ?? DEFAULT_SLOT_CAPACITY, before.id))
      throw new InputError({ date: [SLOT_FULL] });
    return { status, date: change.date, dealer_note: filled(change.note) };
  }
  return status === 'confirmed' ? { status, dealer_note: filled(change.note) } : { status };
}

/** A confirmation's note is kept as the dealer's note, shorter than a note of the work done. */
function refuseLongConfirmationNote(change: StatusChange) {
  if (change.status === 'confirmed' && (change.note?.length ?? 0) > DEALER_NOTE_LIMIT)
    throw new InputError({ note: [`Note can be at most ${DEALER_NOTE_LIMIT} characters`] });
}

export default async function bookingStatusRoute(app: TypedApp, { config, takeOwnerCall }: { config: Config; takeOwnerCall: TakeOwnerCall }) {
  const db = app.database.db;
  const bookings = bookingRepository(db);
  const answer = bookingAnswer(app);

  /** The owner's cancel of their open booking: the dealer told, and the owner's calendar. */
  async function cancelByOwner(user: SessionUser, id: number) {
    await takeOwnerCall(user.id);
    const cancelled = await bookings.cancelByOwner(id, user.id, async (tx, row) => {
      const facts = await factsOf(tx, row);
      return facts ? [dealerCancellationEmail(facts), ownerCancelledEmail(facts, config.publicUrl, true)] : [];
    });
    if (!cancelled) throw new InputError({ status: [NOT_CANCELLABLE] });
  }

  /** A dealer's or an administrator's change, audited, with the owner's (and on a cancel the dealer's) email. */
  async function changeByDealer(user: SessionUser, id: number, change: StatusChange) {
    await withAudit(db, user, async (tx) => {
      const booked = bookingRepository(tx);
      const before = (await booked.find(id, true))!;
      const problem = transitionProblem(before.status as BookingStatus, change.status);
      if (problem) throw new InputError({ status: [problem] });
      const after = await booked.update(id, await valuesOf(tx, before, change), change.status !== 'completed');
      if (change.status === 'completed') await booked.recordOdometer(after.vehicle_id, after.service_odometer!);
      // A completed recall booking remedies its VIN (docs/decisions.md, "Recalls"): the notice goes from the owner's garage.
      if (change.status === 'completed' && after.type === 'recall') await recallRepository(tx).remedy(after.vehicle_id, after.date.slice(0, 10));
      const facts = await factsOf(tx, after);
      if (facts) {
        const emails = {
          confirmed: () => [ownerConfirmedEmail(facts, config.publicUrl, after.date !== before.date ? before.date : undefined)],
          declined: () => [ownerDeclinedEmail(facts, config.publicUrl)],
          completed: () => [ownerCompletedEmail(facts, config.publicUrl)],
          cancelled: () => [ownerCancelledEmail(facts, config.publicUrl, false), dealerCancellationEmail(facts, 'myGWM staff')],
          requested: () => [],
        }[change.status];
        await queueMail(tx, emails());
      }
      return { action: 'update', entity: entities['vehicle-service'].id, recordId: id, before, after };
    });
  }

  // The body's date is the booking's own field (a schema read at start, not a literal): typed by its form.
  app.put<IdRoute & { Body: StatusChange }>(
    '/vehicleservices/:id/status',
    {
      onRequest: app.allow('USER', 'DEALER'),
      schema: {
        tags: ['Service bookings'],
        summary:
          "Moves a booking on: its dealer's staff and administrators confirm (perhaps at another date, with a note), decline (with a reason) or complete it (odometer and work done); the owner cancels their own open booking. The other side is emailed",
        params: idParam(),
        body,
        response: { 200: { $ref: 'VehicleService#' }, 429: { $ref: 'Refusal#' } },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      const change = request.body;
      refuseLongConfirmationNote(change);
      const actor = actorOf(user);
      const row = await bookings.find(id);
      if (!row || !isTheirs(actor, user, row)) throw notFound('This booking');
      if (!mayAskFor(actor, change.status)) throw new InputError({ status: [NOT_YOURS[actor]] });
      if (actor === 'owner') await cancelByOwner(user, id);
      else await changeByDealer(user, id, change);
      app.outbox.wake();
      return answer(id);
    },
  );
}
