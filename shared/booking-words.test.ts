import { describe, expect, it } from 'vitest';
import { momentInWords } from './booking-words.ts';

describe('a booking moment in words', () => {
  it('reads the stored local date and time as a sentence, whatever the time zone it runs in', () => {
    expect(momentInWords('2026-11-30 09:00')).toBe('Monday 30 November 2026 at 9:00 am');
    expect(momentInWords('2027-01-01 13:30')).toBe('Friday 1 January 2027 at 1:30 pm');
    expect(momentInWords('2028-02-29 00:15')).toBe('Tuesday 29 February 2028 at 12:15 am');
    expect(momentInWords('2026-11-30')).toBe('Monday 30 November 2026');
  });

  it('leaves what is not a moment as it is', () => {
    expect(momentInWords('not a date')).toBe('not a date');
    expect(momentInWords('2027-02-29 10:00')).toBe('2027-02-29 10:00');
  });
});
