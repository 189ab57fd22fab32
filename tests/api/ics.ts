// Reading the calendar files of booking emails: the properties of an iCalendar text, and a UTC
// time of one as the local time of a zone.
import { localNow } from '../../shared/booking-rules.ts';

/** The properties of an iCalendar text (its calendar's and its event's), lines unfolded and text values unescaped. */
export function icsProperties(ics: string): Record<string, string> {
  const lines = ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  return Object.fromEntries(
    lines
      .filter((line) => line.includes(':'))
      .map((line) => {
        const at = line.indexOf(':');
        return [
          line.slice(0, at).split(';')[0]!,
          line
            .slice(at + 1)
            .replace(/\\([,;\\])/g, '$1')
            .replace(/\\n/gi, '\n'),
        ];
      }),
  );
}

/** The local date and time ("YYYY-MM-DD HH:mm") in a zone of an iCalendar UTC time (20261129T223000Z). */
export function localOf(utc: string, timezone: string): string {
  const instant = new Date(utc.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  const local = localNow(timezone, instant);
  return `${local.date} ${local.time}`;
}
