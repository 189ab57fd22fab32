// When a service reminder goes out (docs/decisions.md, "Owner garage, vehicle, dealer and booking"):
// 30 days before the due date and 14 days after it, once each. The job runs every hour and at each
// start, so a day or a week of the server being down is caught up: the "before" reminder goes on any
// day from 30 days before the due date up to the due date itself (not once the date has passed: it
// would then say "due" of a service already overdue), the "after" one on any day from 14 to 60 days
// after it (later than that, a reminder of a two-month-old date reads as a mistake, and the owner
// has had the one before).
import { addDays, daysBetween } from '../../../shared/calendar.ts';

export type ReminderKind = 'before' | 'after';

export const DAYS_BEFORE = 30;
export const DAYS_AFTER = 14;
/** The last day after the due date an "after" reminder is still sent, catching up. */
export const LAST_DAY_AFTER = 60;

/** The reminder a service due on `dueDate` calls for on `today` (both YYYY-MM-DD), if any. */
export function reminderKind(dueDate: string, today: string): ReminderKind | undefined {
  const late = daysBetween(dueDate, today);
  if (late <= 0 && late >= -DAYS_BEFORE) return 'before';
  if (late >= DAYS_AFTER && late <= LAST_DAY_AFTER) return 'after';
  return undefined;
}

/** The due dates some reminder may be due for on `today`: the first and the last, both included. */
export const dueDatesRemindedOn = (today: string) => ({ from: addDays(today, -LAST_DAY_AFTER), to: addDays(today, DAYS_BEFORE) });
