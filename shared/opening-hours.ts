// How a dealer's opening hours read on screen, in the back office's dealer list and the owner
// app's My Dealer screen alike (docs/back-office.md, Dealers; docs/owner-app.md, My Dealer): a value
// containing "Closed" shows as Closed, one containing "Only" as "By Appointment Only", any other
// value is a time. A day that is not open stores its word in both open and close.
import type { DealerHours, Weekday } from './generated/types.ts';

export const CLOSED = 'Closed';
export const BY_APPOINTMENT = 'By Appointment Only';

/** How a day is kept: open between two times, closed, or by appointment only. */
export type DayKind = 'open' | 'closed' | 'appointment';

export type DayHours = DealerHours[number];

/** The kind one stored value stands for ("Closed", "By Appointment Only", or a time). */
export function kindOf(value: string | null | undefined): DayKind {
  if (!value) return 'open';
  // The stored words come from dealer systems in any case, so the rule ignores it.
  if (/closed/i.test(value)) return 'closed';
  if (/only/i.test(value)) return 'appointment';
  return 'open';
}

/** The kind of a whole day: a word in either of its values decides it. */
export function dayKind(hours: Pick<DayHours, 'open' | 'close'>): DayKind {
  const open = kindOf(hours.open);
  return open !== 'open' ? open : kindOf(hours.close);
}

/** One stored value as it reads on screen. */
export function displayHours(value: string | null | undefined): string {
  const kind = kindOf(value);
  if (kind === 'closed') return CLOSED;
  if (kind === 'appointment') return BY_APPOINTMENT;
  return value ?? '';
}

/** A whole day as one line: "08:00 – 17:30", "Closed" or "By Appointment Only". */
export function displayDay(hours: Pick<DayHours, 'open' | 'close'>): string {
  const kind = dayKind(hours);
  if (kind === 'closed') return CLOSED;
  if (kind === 'appointment') return BY_APPOINTMENT;
  return [hours.open, hours.close].filter(Boolean).join(' – ');
}

/** The value both times of a day hold when it is not open. */
export function wordFor(kind: Exclude<DayKind, 'open'>): string {
  return kind === 'closed' ? CLOSED : BY_APPOINTMENT;
}

/** Short weekday names for compact lists ("Mon"). */
export const shortDay = (day: Weekday | string | undefined) => (day ?? '').slice(0, 3);
