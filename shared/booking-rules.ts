// When a service or repair can be booked (docs/decisions.md, "Owner garage, vehicle, dealer and
// booking"): today or later in the dealer's own time zone, on a day the dealer is not closed, at a
// time inside that day's opening hours when they are known. The owner app offers only what this
// allows, and the server refuses anything else with the same words.
import { addMonths, isIsoDate, localNow, weekdayOf } from './calendar.ts';
import { type DayHours, dayKind } from './opening-hours.ts';
import type { BookingStatus, DealerHours, State } from './generated/types.ts';

// The calendar rules the booking's callers (server, owner app, tests) reckon with beside these.
export { addDays, addMonths, instantOf, isIsoDate, type LocalMoment, localNow, weekdayOf } from './calendar.ts';

/** The time zone of each state a dealer can be in (New Zealand is one zone). */
export const TIMEZONE_OF_STATE: Record<State, string> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  TAS: 'Australia/Hobart',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  NT: 'Australia/Darwin',
  WA: 'Australia/Perth',
  NZ: 'Pacific/Auckland',
};

export const timezoneOf = (state: string | null | undefined) => TIMEZONE_OF_STATE[(state ?? '').toUpperCase() as State] ?? TIMEZONE_OF_STATE.NSW;

/** The statuses of a booking the dealer still expects: a vehicle has one such booking at most, and the owner may cancel it. */
export const OPEN_STATUSES: readonly BookingStatus[] = ['requested', 'confirmed'];

/** Minutes between offered times. */
export const SLOT_MINUTES = 30;
/** How far ahead a booking can be made: a dealer cannot plan its workshop further, and a date in 2100 is a mistake. */
export const HORIZON_MONTHS = 6;
/** Times offered when the dealer's hours do not say (no hours kept, or by appointment only). */
export const DEFAULT_WINDOW = { from: 8 * 60, to: 17 * 60 } as const;

/** The last date a booking can be made for, HORIZON_MONTHS after today where the dealer is. */
export const lastBookableDate = (dealer: BookableDealer | undefined, now: Date = new Date()) =>
  addMonths(localNow(timezoneOf(dealer?.state), now).date, HORIZON_MONTHS);

/** Minutes after midnight of a time as dealers keep it ("08:30", "8:30", "5:30 pm"); undefined when it is not a time. */
export function minutesOf(time: string | null | undefined): number | undefined {
  const match = /^\s*(\d{1,2})[:.](\d{2})\s*([ap]\.?m\.?)?\s*$/i.exec(time ?? '');
  if (!match) return undefined;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const half = match[3]?.[0]?.toLowerCase();
  if (half) {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (half === 'p' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59) return undefined;
  return hours * 60 + minutes;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Minutes after midnight as HH:mm, the stored form. */
export const timeOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** A stored HH:mm as people read it: "8:30 am", "12:00 pm". */
export function displayTime(time: string): string {
  const minutes = minutesOf(time);
  if (minutes === undefined) return time;
  const hours = Math.floor(minutes / 60);
  return `${hours % 12 || 12}:${pad(minutes % 60)} ${hours < 12 ? 'am' : 'pm'}`;
}

export type BookingWindow = { closed: true } | { closed: false; from: number; to: number; known: boolean };

/** The times a dealer takes bookings on a date: its opening hours that weekday, closed, or the default window. */
export function windowOn(hours: DealerHours | null | undefined, date: string): BookingWindow {
  const day: DayHours | undefined = hours?.find((h) => h.day === weekdayOf(date));
  if (!day) return { closed: false, ...DEFAULT_WINDOW, known: false };
  const kind = dayKind(day);
  if (kind === 'closed') return { closed: true };
  const from = minutesOf(day.open);
  const to = minutesOf(day.close);
  if (kind === 'appointment' || from === undefined || to === undefined || to <= from) return { closed: false, ...DEFAULT_WINDOW, known: false };
  return { closed: false, from, to, known: true };
}

export interface BookableDealer {
  dealer_hours?: DealerHours | null;
  state?: string | null;
}

/** The times (HH:mm) offered on a date: every SLOT_MINUTES inside the window, later than now on today. */
export function bookableTimes(dealer: BookableDealer, date: string, now: Date = new Date()): string[] {
  const window = windowOn(dealer.dealer_hours, date);
  if (window.closed) return [];
  const today = localNow(timezoneOf(dealer.state), now);
  if (date < today.date) return [];
  const earliest = date === today.date ? minutesOf(today.time)! + 1 : 0;
  const times: string[] = [];
  for (let at = Math.ceil(window.from / SLOT_MINUTES) * SLOT_MINUTES; at < window.to; at += SLOT_MINUTES) {
    if (at >= earliest) times.push(timeOf(at));
  }
  return times;
}

export const NO_TIMES_LEFT = 'There are no times left to book on this day. Please choose another day.';

/** The first day a booking can be made at the dealer: today where the dealer is. */
export const firstDay = (dealer: BookableDealer | undefined, now = new Date()) => localNow(timezoneOf(dealer?.state), now).date;

/** What is wrong with a chosen day at this dealer (past, closed, no times left), whatever the time. */
export function dayProblem(dealer: BookableDealer, date: string, now = new Date()): string | undefined {
  // Midnight is a valid time, so the rule's answer about the day alone is its date part.
  const problem = bookingProblem(dealer, date, '00:00', now);
  if (problem?.part === 'date') return problem.message;
  return bookableTimes(dealer, date, now).length ? undefined : NO_TIMES_LEFT;
}

export interface BookingProblem {
  /** The part of the choice at fault: the owner app shows it under that picker, the API under `date`. */
  part: 'date' | 'time';
  message: string;
}

/** Why a date and time cannot be booked at this dealer, or undefined when they can. */
export function bookingProblem(dealer: BookableDealer, date: string, time: string, now: Date = new Date()): BookingProblem | undefined {
  if (!isIsoDate(date)) return { part: 'date', message: 'Please enter your preferred date' };
  const minutes = minutesOf(time);
  if (minutes === undefined) return { part: 'time', message: 'Please enter your preferred time' };
  const today = localNow(timezoneOf(dealer.state), now);
  if (date < today.date) return { part: 'date', message: 'Please choose today or a later date.' };
  if (date > addMonths(today.date, HORIZON_MONTHS)) return { part: 'date', message: `Please choose a date within the next ${HORIZON_MONTHS} months.` };
  const window = windowOn(dealer.dealer_hours, date);
  if (window.closed) return { part: 'date', message: `This dealer is closed on ${weekdayOf(date)}s. Please choose another day.` };
  if (window.known && (minutes < window.from || minutes >= window.to)) {
    return { part: 'time', message: `Please choose a time between ${displayTime(timeOf(window.from))} and ${displayTime(timeOf(window.to))}.` };
  }
  if (date === today.date && minutes <= minutesOf(today.time)!) return { part: 'time', message: 'Please choose a time later than now.' };
  return undefined;
}

/** The half hour a booking's "YYYY-MM-DD HH:mm" falls in, as the stored texts that bound it (from included, to not). */
export function slotOf(date: string): { from: string; to: string } {
  const [day, time] = date.split(' ') as [string, string];
  const start = Math.floor(minutesOf(time)! / SLOT_MINUTES) * SLOT_MINUTES;
  // "24:00" still sorts after every time of the day, so the last half hour needs no next date.
  return { from: `${day} ${timeOf(start)}`, to: `${day} ${timeOf(start + SLOT_MINUTES)}` };
}
