// A week of opening hours as its widget edits it (each weekday open between two times, closed,
// or by appointment only) and as the record keeps it: a day that is not open holds its word in
// both times (shared/opening-hours.ts reads them back).
import { enums } from '../../../../shared/generated/entities.ts';
import type { DealerHours, Weekday } from '../../../../shared/generated/types.ts';
import { type DayKind, dayKind, wordFor } from '../../../../shared/opening-hours.ts';

export interface DayValues {
  day: Weekday;
  kind: DayKind;
  open: string;
  close: string;
}

/** Monday to Sunday from what is kept: a day not kept yet is open with no times; a word stays out of the time inputs. */
export function daysOf(stored: DealerHours | null | undefined): DayValues[] {
  return enums.weekday.map((day) => {
    const saved = stored?.find((h) => h.day === day);
    const kind = saved ? dayKind(saved) : 'open';
    return kind === 'open' ? { day, kind, open: saved?.open ?? '', close: saved?.close ?? '' } : { day, kind, open: '', close: '' };
  });
}

/** The week as the record keeps it. */
export function storedOf(days: DayValues[]): DealerHours {
  return days.map(({ day, kind, open, close }) => (kind === 'open' ? { day, open, close } : { day, open: wordFor(kind), close: wordFor(kind) }));
}

/** What a new record's week starts as: every day open and asking for its two times. */
export const emptyWeek = (): DealerHours => storedOf(daysOf(undefined));
