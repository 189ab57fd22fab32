import { describe, expect, it } from 'vitest';
import { addDays, addYears, daysBetween, displayDate, instantOf, isIsoDate, localNow, momentInWords } from './calendar.ts';

describe('the calendar', () => {
  it('reads only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-2-28')).toBe(false);
    expect(isIsoDate('28/02/2025')).toBe(false);
  });

  it('counts days across months, years and daylight-saving changes alike', () => {
    expect(addDays('2026-10-03', 2)).toBe('2026-10-05');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    expect(daysBetween('2026-03-31', '2026-03-01')).toBe(-30);
  });

  it('ends whole years from 29 February on the 28th in a common year', () => {
    expect(addYears('2024-02-29', 7)).toBe('2031-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
  });

  it('shows a date DD/MM/YYYY', () => {
    expect(displayDate('2026-04-02')).toBe('02/04/2026');
  });

  it("reads a zone's midnight as 00:00 and finds the instant of a local time on both sides of daylight saving", () => {
    expect(localNow('Australia/Sydney', new Date('2026-11-22T13:00:00Z'))).toEqual({ date: '2026-11-23', time: '00:00' });
    expect(instantOf({ date: '2026-04-05', time: '09:00' }, 'Australia/Sydney').toISOString()).toBe('2026-04-04T23:00:00.000Z');
    expect(instantOf({ date: '2026-10-04', time: '09:00' }, 'Australia/Sydney').toISOString()).toBe('2026-10-03T22:00:00.000Z');
  });
});

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
