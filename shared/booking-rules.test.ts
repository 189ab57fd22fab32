import { describe, expect, it } from 'vitest';
import {
  addMonths,
  bookableTimes,
  bookingProblem,
  displayTime,
  instantOf,
  lastBookableDate,
  localNow,
  minutesOf,
  weekdayOf,
  windowOn,
} from './booking-rules.ts';
import type { DealerHours } from './generated/types.ts';

const HOURS: DealerHours = [
  { day: 'Monday', open: '08:00', close: '17:30' },
  { day: 'Tuesday', open: '8:00 am', close: '5:00 pm' },
  { day: 'Saturday', open: 'By Appointment Only', close: 'By Appointment Only' },
  { day: 'Sunday', open: 'Closed', close: 'Closed' },
];
const SYDNEY = { dealer_hours: HOURS, state: 'NSW' };
// Monday 2026-11-23, 10:05 in Sydney (UTC+11 in summer).
const NOW = new Date('2026-11-22T23:05:00Z');

describe('booking rules', () => {
  it('reads the local date and time of a time zone', () => {
    expect(localNow('Australia/Sydney', NOW)).toEqual({ date: '2026-11-23', time: '10:05' });
    expect(localNow('Australia/Perth', NOW)).toEqual({ date: '2026-11-23', time: '07:05' });
    expect(localNow('Pacific/Auckland', NOW)).toEqual({ date: '2026-11-23', time: '12:05' });
  });

  it('reads times as dealers keep them', () => {
    expect(minutesOf('08:30')).toBe(510);
    expect(minutesOf('5:30 pm')).toBe(1050);
    expect(minutesOf('12:00 am')).toBe(0);
    expect(minutesOf('Closed')).toBeUndefined();
    expect(minutesOf('25:00')).toBeUndefined();
    expect(displayTime('13:30')).toBe('1:30 pm');
    expect(displayTime('00:15')).toBe('12:15 am');
  });

  it('knows the weekday of a date', () => {
    expect(weekdayOf('2026-11-23')).toBe('Monday');
    expect(weekdayOf('2026-11-29')).toBe('Sunday');
  });

  it('offers half hours inside the opening hours, later than now on today', () => {
    expect(bookableTimes(SYDNEY, '2026-11-23', NOW)).toEqual([
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
    ]);
    expect(bookableTimes(SYDNEY, '2026-11-24', NOW)[0]).toBe('08:00');
    expect(bookableTimes(SYDNEY, '2026-11-24', NOW).at(-1)).toBe('16:30');
  });

  it('offers nothing on a closed day or in the past, and the default window when the hours do not say', () => {
    expect(bookableTimes(SYDNEY, '2026-11-29', NOW)).toEqual([]);
    expect(bookableTimes(SYDNEY, '2026-11-22', NOW)).toEqual([]);
    expect(windowOn(HOURS, '2026-11-28')).toEqual({ closed: false, from: 480, to: 1020, known: false });
    expect(windowOn(HOURS, '2026-11-25')).toEqual({ closed: false, from: 480, to: 1020, known: false });
    expect(windowOn(null, '2026-11-25')).toEqual({ closed: false, from: 480, to: 1020, known: false });
  });

  it('says why a choice cannot be booked', () => {
    expect(bookingProblem(SYDNEY, '2026-11-20', '09:00', NOW)).toEqual({ part: 'date', message: 'Please choose today or a later date.' });
    expect(bookingProblem(SYDNEY, '2026-11-29', '09:00', NOW)).toEqual({
      part: 'date',
      message: 'This dealer is closed on Sundays. Please choose another day.',
    });
    expect(bookingProblem(SYDNEY, '2026-11-30', '07:30', NOW)).toEqual({ part: 'time', message: 'Please choose a time between 8:00 am and 5:30 pm.' });
    expect(bookingProblem(SYDNEY, '2026-11-30', '17:30', NOW)?.part).toBe('time');
    expect(bookingProblem(SYDNEY, '2026-11-23', '09:00', NOW)).toEqual({ part: 'time', message: 'Please choose a time later than now.' });
    expect(bookingProblem(SYDNEY, '2026-02-30', '09:00', NOW)?.part).toBe('date');
    expect(bookingProblem(SYDNEY, '2026-11-30', 'soon', NOW)?.part).toBe('time');
  });

  it('takes bookings up to six months ahead, no further', () => {
    expect(lastBookableDate(SYDNEY, NOW)).toBe('2027-05-23');
    expect(bookingProblem(SYDNEY, '2027-05-21', '09:00', NOW)).toBeUndefined();
    const tooFar = { part: 'date', message: 'Please choose a date within the next 6 months.' };
    expect(bookingProblem(SYDNEY, '2027-05-24', '09:00', NOW)).toEqual(tooFar);
    expect(bookingProblem(SYDNEY, '2100-01-04', '09:00', NOW)).toEqual(tooFar);
    // The 31st of a month six months on that is shorter is its last day.
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
  });

  it('accepts a time inside the hours, and any time on a day by appointment', () => {
    expect(bookingProblem(SYDNEY, '2026-11-23', '10:30', NOW)).toBeUndefined();
    expect(bookingProblem(SYDNEY, '2026-11-30', '08:00', NOW)).toBeUndefined();
    expect(bookingProblem(SYDNEY, '2026-11-28', '18:30', NOW)).toBeUndefined();
  });

  it('finds the instant of a local time in its time zone, across daylight saving', () => {
    expect(instantOf({ date: '2026-11-30', time: '09:00' }, 'Australia/Sydney').toISOString()).toBe('2026-11-29T22:00:00.000Z');
    expect(instantOf({ date: '2026-06-01', time: '09:00' }, 'Australia/Sydney').toISOString()).toBe('2026-05-31T23:00:00.000Z');
    expect(instantOf({ date: '2026-11-30', time: '09:00' }, 'Australia/Brisbane').toISOString()).toBe('2026-11-29T23:00:00.000Z');
    expect(instantOf({ date: '2026-12-01', time: '08:15' }, 'Pacific/Auckland').toISOString()).toBe('2026-11-30T19:15:00.000Z');
  });
});
