import { describe, expect, it } from 'vitest';
import type { DealerHours } from '../../../../shared/generated/types.ts';
import { dayProblem, firstDay, NO_TIMES_LEFT } from '../../../../shared/booking-rules.ts';
import { type BookingValues, bookingErrors, placeErrors, requestOf } from './booking-checks.ts';

const HOURS: DealerHours = [
  { day: 'Monday', open: '08:00', close: '17:00' },
  { day: 'Sunday', open: 'Closed', close: 'Closed' },
];
const DEALER = { dealer_hours: HOURS, state: 'NSW' };
// Monday 2026-11-23, 10:05 in Sydney.
const NOW = new Date('2026-11-22T23:05:00Z');
const FILLED: BookingValues = { vehicleId: 7, dealerId: 3, odometer: '15000', description: '', date: '2026-11-30', time: '09:00' };

describe('the booking form', () => {
  it('sends a filled form as the request, the odometer a number', () => {
    expect(bookingErrors(FILLED, 'service', DEALER, NOW)).toBeNull();
    expect(requestOf(FILLED, 'service')).toEqual({
      vehicle_id: 7,
      dealer_id: 3,
      date: '2026-11-30 09:00',
      odometer: 15000,
      type: 'service',
      description: null,
    });
    expect(requestOf({ ...FILLED, description: '  Rattle  ' }, 'repair').description).toBe('Rattle');
  });

  it('names every missing field with the messages of section 5, "preferred" spelt right', () => {
    const empty: BookingValues = { vehicleId: null, dealerId: null, odometer: ' ', description: '', date: '', time: '' };
    expect(bookingErrors(empty, 'service', undefined, NOW)).toEqual({
      vehicle: ['A vehicle is required'],
      dealer: ['A dealer is required'],
      odometer: ['Please enter your odometer reading'],
      date: ['Please enter your preferred date'],
      time: ['Please enter your preferred time'],
    });
  });

  it('wants a whole number of kilometres', () => {
    for (const odometer of ['12a', '1.5', '-3', '10 000']) {
      expect(bookingErrors({ ...FILLED, odometer }, 'service', DEALER, NOW)).toEqual({ odometer: ['Your odometer reading must be a number'] });
    }
  });

  it('keeps a repair description to 2000 characters', () => {
    expect(bookingErrors({ ...FILLED, description: 'x'.repeat(2001) }, 'repair', DEALER, NOW)?.description).toHaveLength(1);
    expect(bookingErrors({ ...FILLED, description: 'x'.repeat(2000) }, 'repair', DEALER, NOW)).toBeNull();
  });

  it("refuses the dealer's closed days, past days and times outside its hours under the right picker", () => {
    expect(bookingErrors({ ...FILLED, date: '2026-11-29' }, 'service', DEALER, NOW)).toEqual({
      date: ['This dealer is closed on Sundays. Please choose another day.'],
    });
    expect(bookingErrors({ ...FILLED, date: '2026-11-22' }, 'service', DEALER, NOW)).toEqual({ date: ['Please choose today or a later date.'] });
    expect(bookingErrors({ ...FILLED, time: '17:30' }, 'service', DEALER, NOW)).toEqual({ time: ['Please choose a time between 8:00 am and 5:00 pm.'] });
    expect(bookingErrors({ ...FILLED, date: '2026-11-23', time: '09:00' }, 'service', DEALER, NOW)).toEqual({ time: ['Please choose a time later than now.'] });
    expect(bookingErrors({ ...FILLED, time: '' }, 'service', DEALER, NOW)).toEqual({ time: ['Please enter your preferred time'] });
  });

  it("says when a day has no times left, and starts at today in the dealer's time zone", () => {
    const late = new Date('2026-11-23T06:45:00Z'); // 5:45 pm in Sydney
    expect(dayProblem(DEALER, '2026-11-23', late)).toBe(NO_TIMES_LEFT);
    expect(dayProblem(DEALER, '2026-11-30', late)).toBeUndefined();
    expect(firstDay(DEALER, late)).toBe('2026-11-23');
    expect(firstDay({ state: 'NZ' }, new Date('2026-11-23T11:30:00Z'))).toBe('2026-11-24');
  });

  it("places the server's messages under the form's fields", () => {
    expect(placeErrors({ vehicle_id: ['Not yours'], date: ['Closed'], odometer: ['Bad'], type: ['Odd'] })).toEqual({
      vehicle: ['Not yours'],
      date: ['Closed'],
      odometer: ['Bad'],
      _: ['Odd'],
    });
  });
});
