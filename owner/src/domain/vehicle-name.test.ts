import { describe, expect, it } from 'vitest';
import { vehicleName } from './vehicle-name.ts';

const model = { brand: 'GWM', model: 'Cannon', variant: 'Ultra', code: 'CU', engine: null, transmission: null, drivetrain: null };

describe('what a vehicle is called', () => {
  it('is its nickname when it has one', () => {
    expect(vehicleName({ nickname: 'Big Red', model, registration: 'ABC123' })).toBe('Big Red');
  });

  it('is brand, model and variant without a nickname, or with a blank one', () => {
    expect(vehicleName({ nickname: null, model, registration: 'ABC123' })).toBe('GWM Cannon Ultra');
    expect(vehicleName({ nickname: '  ', model, registration: 'ABC123' })).toBe('GWM Cannon Ultra');
  });

  it('is the registration when the model is not known', () => {
    expect(vehicleName({ nickname: null, model: null, registration: 'ABC123' })).toBe('ABC123');
  });
});
