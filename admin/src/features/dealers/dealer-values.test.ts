import { describe, expect, it } from 'vitest';
import type { DealerRecord } from './dealer-types.ts';
import { payloadOf, problemsOf, valuesOf } from './dealer-values.ts';

const record = {
  id: 7,
  created_at: '',
  updated_at: '',
  name: 'Hunter GWM',
  brand: 'GWM',
  email: 'sales@hunter.example.com',
  address_line_1: '1 Main Road',
  suburb: 'Maitland',
  state: 'NSW',
  postcode: '2320',
  country: 'AU',
  lng: 151.55,
  lat: -32.73,
  enabled: true,
  dealer_hours: [
    { day: 'Monday', open: '08:00', close: '17:00' },
    { day: 'Saturday', open: 'By Appointment Only', close: 'By Appointment Only' },
    { day: 'Sunday', open: 'Closed', close: 'Closed' },
  ],
} satisfies DealerRecord;

/** The record's values with every open day given times. */
function complete() {
  const values = valuesOf(record);
  return { ...values, hours: values.hours.map((h) => (h.kind === 'open' ? { ...h, open: '09:00', close: '17:00' } : h)) };
}

describe('dealer form values', () => {
  it('reads a record: numbers as text, missing text empty, each day open, closed or by appointment', () => {
    const values = valuesOf(record);
    expect(values.lng).toBe('151.55');
    expect(values.website).toBe('');
    expect(values.hours.map((h) => [h.day, h.kind, h.open])).toEqual([
      ['Monday', 'open', '08:00'],
      ['Tuesday', 'open', ''],
      ['Wednesday', 'open', ''],
      ['Thursday', 'open', ''],
      ['Friday', 'open', ''],
      ['Saturday', 'appointment', ''],
      ['Sunday', 'closed', ''],
    ]);
  });

  it('sends optional blanks as null, numbers as numbers and a day that is not open as its word', () => {
    const payload = payloadOf({ ...valuesOf(record), dealer_code: '  ', lat: ' -32.7 ' });
    expect(payload.dealer_code).toBeNull();
    expect(payload.lat).toBe(-32.7);
    expect(payload.name).toBe('Hunter GWM');
    expect(payload.dealer_hours?.[6]).toEqual({ day: 'Sunday', open: 'Closed', close: 'Closed' });
    expect(payload.dealer_hours?.[5]).toEqual({ day: 'Saturday', open: 'By Appointment Only', close: 'By Appointment Only' });
  });

  it('gives the schema messages: required fields, every empty time, a longitude that is not a number', () => {
    const empty = valuesOf();
    const problems = problemsOf(empty) ?? {};
    expect(problems.name).toEqual(['A name is required']);
    expect(problems.brand).toEqual(['A brand is required']);
    expect(
      Object.entries(problems)
        .filter(([field]) => field.startsWith('dealer_hours.'))
        .map(([, m]) => m[0]),
    ).toEqual(Array(14).fill('A time is required'));
    expect(problemsOf({ ...complete(), lng: 'east' })).toEqual({ lng: ['Longitude must be a number'] });
  });

  it('lets a complete dealer through', () => {
    expect(problemsOf(complete())).toBeNull();
  });
});
