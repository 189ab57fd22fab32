import { describe, expect, it } from 'vitest';
import { momentInWords, statusInWords } from './booking-words.ts';

describe('a booking in words', () => {
  it('reads the stored local date and time as a sentence, whatever the browser time zone', () => {
    expect(momentInWords('2026-11-30 09:00')).toBe('Monday 30 November 2026 at 9:00 am');
    expect(momentInWords('2027-01-01 13:30')).toBe('Friday 1 January 2027 at 1:30 pm');
    expect(momentInWords('not a date')).toBe('not a date');
  });

  it('names each status', () => {
    expect(['requested', 'confirmed', 'completed', 'cancelled'].map((s) => statusInWords(s as never))).toEqual([
      'Requested',
      'Confirmed',
      'Completed',
      'Cancelled',
    ]);
  });
});
