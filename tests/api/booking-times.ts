// Dates and hours the booking tests share: a dealer open on weekdays, by appointment on Saturdays
// and closed on Sundays, the next date of a weekday, and a booking request with its defaults.
import { addDays, localNow, weekdayOf } from '../../shared/booking-rules.ts';
import type { Weekday } from '../../shared/generated/types.ts';

export const WEEK: Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
export const HOURS = [
  ...WEEK.map((day) => ({ day, open: '08:00', close: '17:00' })),
  { day: 'Saturday' as const, open: 'By Appointment Only', close: 'By Appointment Only' },
  { day: 'Sunday' as const, open: 'Closed', close: 'Closed' },
];

/** The next date (after today in Sydney) that falls on a weekday. */
export function next(weekday: Weekday): string {
  let date = addDays(localNow('Australia/Sydney').date, 1);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
}

/** A service booking of this vehicle at this dealer next Tuesday at 9:30, with `values` changed. */
export const bookingBody = (vehicleId: number, dealerId: number, values: Record<string, unknown> = {}) => ({
  vehicle_id: vehicleId,
  dealer_id: dealerId,
  date: `${next('Tuesday')} 09:30`,
  odometer: 15000,
  type: 'service',
  ...values,
});
