// The life of a booking (docs/decisions.md, "Bookings both ways"): who may move it from which
// status to which. The dealer (its staff, or an administrator for it) confirms a requested booking,
// perhaps at another time, and may confirm a confirmed one again at a new time; declines an open
// one with a reason; completes a confirmed one with the odometer and the work done. The owner
// cancels or moves an open one; an administrator may cancel one too. Declined, completed and
// cancelled are final.
import { OPEN_STATUSES } from './booking-rules.ts';
import type { BookingStatus, BookingType } from './generated/types.ts';

/** Who asks for the change: the booking's owner, its dealer's staff, or an administrator. */
export type BookingActor = 'owner' | 'dealer' | 'admin';

const FROM: Record<BookingStatus, readonly BookingStatus[]> = {
  requested: [],
  confirmed: OPEN_STATUSES,
  declined: OPEN_STATUSES,
  completed: ['confirmed'],
  cancelled: OPEN_STATUSES,
};

const WHO: Record<BookingStatus, readonly BookingActor[]> = {
  requested: [],
  confirmed: ['dealer', 'admin'],
  declined: ['dealer', 'admin'],
  completed: ['dealer', 'admin'],
  cancelled: ['owner', 'admin'],
};

const VERB: Record<BookingStatus, string> = {
  requested: 'requested again',
  confirmed: 'confirmed',
  declined: 'declined',
  completed: 'completed',
  cancelled: 'cancelled',
};

/** Whether `actor` may set a booking's status to `to` at all, whatever it is now. */
export const mayAskFor = (actor: BookingActor, to: BookingStatus) => WHO[to].includes(actor);

/** What an owner is told of a booking they cannot cancel: an owner only ever cancels (a move has its own words). */
const OWNER_CANNOT_CANCEL = 'Only a booking that is requested or confirmed can be cancelled.';

/** Why a booking now `from` cannot become `to`, in words for the one asking; undefined when it can. */
export function transitionProblem(from: BookingStatus, to: BookingStatus, actor: BookingActor = 'admin'): string | undefined {
  if (FROM[to].includes(from)) return undefined;
  if (actor === 'owner') return OWNER_CANNOT_CANCEL;
  if (to === 'requested') return 'A booking is requested again only when the owner moves it.';
  return `A ${from} booking cannot be ${VERB[to]}${to === 'completed' ? ': it is confirmed first' : ''}.`;
}

/** What is left to do of a booking in this status: none once it is declined, completed or cancelled. */
export const isFinal = (status: BookingStatus) => !OPEN_STATUSES.includes(status);

/** What a booking is for, in words the owner, the dealer and the calendar read; a recall booking is the repair a recall asks for (docs/decisions.md, "Recalls"). */
export const BOOKING_TYPE_WORDS: Record<BookingType, string> = { service: 'Service', repair: 'Repair', recall: 'Recall repair' };
