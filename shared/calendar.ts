// The calendar, written once (docs/decisions.md, "Data": dates are plain calendar dates, shown
// DD/MM/YYYY; a booking is in the dealer's local time): dayjs, extended here and only here with its
// utc, timezone and customParseFormat plugins, so every rule of days, months and zones in shared/
// and server/ reckons the same way. A calendar date is read in UTC, so no machine's zone moves it.
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Weekday } from './generated/types.ts';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/** How dates are stored and sent (YYYY-MM-DD). */
export const ISO_DATE = 'YYYY-MM-DD';
/** How people read them. */
export const DISPLAY_DATE = 'DD/MM/YYYY';
const CLOCK = 'HH:mm';

const WEEKDAYS: Weekday[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A local date (YYYY-MM-DD) and time (HH:mm), as a booking stores them. */
export interface LocalMoment {
  date: string;
  time: string;
}

/** A YYYY-MM-DD date, read strictly ("2025-02-30" is none), as a day in UTC; invalid when it is not a date. */
export const calendarDay = (date: string): Dayjs => dayjs.utc(date, ISO_DATE, true);

export const isIsoDate = (date: string) => calendarDay(date).isValid();

/** The date `days` after a YYYY-MM-DD date (before it when negative). */
export const addDays = (date: string, days: number) => calendarDay(date).add(days, 'day').format(ISO_DATE);

/** The date `months` after a YYYY-MM-DD date; a day the shorter month lacks becomes its last (31 August + 6 months is 28 February). */
export const addMonths = (date: string, months: number) => calendarDay(date).add(months, 'month').format(ISO_DATE);

/** The date `years` after a YYYY-MM-DD date; 29 February becomes the 28th in a common year. */
export const addYears = (date: string, years: number) => calendarDay(date).add(years, 'year').format(ISO_DATE);

/** Whole days from one YYYY-MM-DD date to another: negative when `to` comes first. */
export const daysBetween = (from: string, to: string) => calendarDay(to).diff(calendarDay(from), 'day');

export const weekdayOf = (date: string): Weekday => WEEKDAYS[calendarDay(date).day()]!;

/** A YYYY-MM-DD date as DD/MM/YYYY. */
export const displayDate = (date: string) => calendarDay(date).format(DISPLAY_DATE);

/**
 * A booking's stored local moment as people read it, in the owner app and the emails: "2026-11-30
 * 09:00" is "Monday 30 November 2026 at 9:00 am"; a date alone without its time; anything else as it is.
 */
export function momentInWords(stored: string): string {
  const withTime = dayjs.utc(stored, `${ISO_DATE} ${CLOCK}`, true);
  if (withTime.isValid()) return withTime.format('dddd D MMMM YYYY [at] h:mm a');
  const day = calendarDay(stored);
  return day.isValid() ? day.format('dddd D MMMM YYYY') : stored;
}

/** What the clock says at `now` in a time zone. */
export function localNow(zone: string, now: Date = new Date()): LocalMoment {
  const local = dayjs(now).tz(zone);
  return { date: local.format(ISO_DATE), time: local.format(CLOCK) };
}

/** The instant a local date and time in a time zone stands for (a booking's calendar event in UTC). */
export const instantOf = (moment: LocalMoment, zone: string): Date => dayjs.tz(`${moment.date} ${moment.time}`, `${ISO_DATE} ${CLOCK}`, zone).toDate();
