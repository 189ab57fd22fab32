// Dates show as DD/MM/YYYY and instants in the viewer's local 24-hour time (docs/back-office.md 9).
import dayjs from 'dayjs';

/** "2026-03-05" → "05/03/2026", read as written: a stored date has no time zone to shift it. */
export function formatDate(value: unknown): string {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value == null ? '' : String(value);
}

/** An instant in the viewer's local time, "05/03/2026 14:07". */
export function formatDateTime(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const instant = dayjs(value);
  return instant.isValid() ? instant.format('DD/MM/YYYY HH:mm') : value;
}
