// A booking's moment and status as an owner reads them: "Monday 30 November 2026 at 9:00 am",
// "Requested". The date is the dealer's local one, stored as chosen, so it is read without any
// time zone.
import { displayTime } from '../../../../shared/booking-rules.ts';
import type { BookingStatus } from '../../../../shared/generated/types.ts';

const DAY = new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function momentInWords(stored: string): string {
  const [date = '', time = ''] = stored.split(' ');
  const at = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return stored;
  const day = DAY.format(at).replace(',', '');
  return time ? `${day} at ${displayTime(time)}` : day;
}

export const statusInWords = (status: BookingStatus) => status.charAt(0).toUpperCase() + status.slice(1);
