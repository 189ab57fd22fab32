// When a vehicle's next scheduled service is due (docs/decisions.md, "Owner garage, vehicle, dealer and booking"): its
// model's interval in months after the last completed service's date, and its interval in km after
// that service's odometer, whichever comes first; with no completed service, from the registration
// date and 0 km. The answer carries both, so the owner sees "by this date or this many km".
import { addMonths, calendarDay } from './calendar.ts';
import type { NextService } from './generated/types.ts';

/** A model's service interval; either part may be unset. */
export interface ServiceInterval {
  months: number | null;
  km: number | null;
}

/** Where the count starts: a completed service (its date, "YYYY-MM-DD" or "YYYY-MM-DD HH:mm", and odometer). */
export interface ServicePoint {
  date: string | null;
  odometer: number;
}

/**
 * `months` after a date (a booking's "YYYY-MM-DD HH:mm" counts as its day): the day of the month
 * kept or, where that month is shorter, its last day, so a due date that falls on a 29 February
 * of a common year is the 28th; null when it is not a date.
 */
export function monthsAfter(date: string, months: number): string | null {
  const day = date.slice(0, 10);
  return calendarDay(day).isValid() ? addMonths(day, months) : null;
}

/** The next service, from the last completed one (or, with none, the registration date at 0 km); null when the model has no interval. */
export function nextService(interval: ServiceInterval, lastService: ServicePoint | null, registrationDate: string | null): NextService | null {
  if (interval.months == null && interval.km == null) return null;
  const from = lastService ?? { date: registrationDate, odometer: 0 };
  return {
    due_date: interval.months != null && from.date ? monthsAfter(from.date, interval.months) : null,
    due_km: interval.km != null ? from.odometer + interval.km : null,
  };
}
