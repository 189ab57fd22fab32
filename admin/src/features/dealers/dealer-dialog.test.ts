// The dealer dialog's rules (docs/back-office.md, Validation: the dealer form), as the generic form
// checks them: the dealer's schema through the generated validator, a new dealer's week asking
// for every time.
import { describe, expect, it } from 'vitest';
import { dialogSchema, payloadOf } from '../../forms/dialog-schema.ts';
import { fieldErrors } from '../../forms/validator.ts';
import { daysOf, emptyWeek, storedOf } from '../../fields/opening-hours/week-hours.ts';

const schema = dialogSchema('dealer');

const dealer = {
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
};

/** Every day open 09:00 to 17:00 but Saturday by appointment and Sunday closed. */
const week = () =>
  storedOf(
    daysOf(emptyWeek()).map((day) =>
      day.day === 'Saturday'
        ? { ...day, kind: 'appointment' as const }
        : day.day === 'Sunday'
          ? { ...day, kind: 'closed' as const }
          : { ...day, open: '09:00', close: '17:00' },
    ),
  );

const problemsOf = (data: Record<string, unknown>) => fieldErrors(schema, payloadOf(schema, data));

describe('the dealer dialog', () => {
  it('gives the schema messages: required fields, every empty time of a new week, a longitude that is not a number', () => {
    const problems = problemsOf({ dealer_hours: emptyWeek() });
    expect(problems.name).toEqual(['A name is required']);
    expect(problems.brand).toEqual(['A brand is required']);
    expect(
      Object.entries(problems)
        .filter(([field]) => field.startsWith('dealer_hours.'))
        .map(([, m]) => m[0]),
    ).toEqual(Array(14).fill('A time is required'));
    expect(problemsOf({ ...dealer, dealer_hours: week(), lng: 'east' })).toEqual({ lng: ['Longitude must be a number'] });
  });

  it('sends optional blanks as null and a day that is not open as its word', () => {
    const payload = payloadOf(schema, { ...dealer, dealer_code: '', dealer_hours: week() });
    expect(payload.dealer_code).toBeNull();
    expect((payload.dealer_hours as unknown[])[5]).toEqual({ day: 'Saturday', open: 'By Appointment Only', close: 'By Appointment Only' });
    expect((payload.dealer_hours as unknown[])[6]).toEqual({ day: 'Sunday', open: 'Closed', close: 'Closed' });
  });

  it('lets a complete dealer through', () => {
    expect(problemsOf({ ...dealer, dealer_hours: week() })).toEqual({});
  });
});
