// A booking's local date and time as people read it, in the owner app and in the emails:
// "Monday 30 November 2026 at 9:00 am". The stored value is the dealer's local time as chosen, so
// it is read without any time zone.
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

dayjs.extend(customParseFormat);

/** "2026-11-30 09:00" in words; a date alone without its time; anything else as it is. */
export function momentInWords(stored: string): string {
  const withTime = dayjs(stored, 'YYYY-MM-DD HH:mm', true);
  if (withTime.isValid()) return withTime.format('dddd D MMMM YYYY [at] h:mm a');
  const day = dayjs(stored, 'YYYY-MM-DD', true);
  return day.isValid() ? day.format('dddd D MMMM YYYY') : stored;
}
