import { describe, expect, it } from 'vitest';
import { PASSWORDS_DO_NOT_MATCH } from './form-validation.ts';
import { validateAgainst } from './validate-by-id.ts';

describe('forms with a password confirmation', () => {
  const reset = { email: 'a@b.example', token: 't', password: 'long enough', password_confirmation: 'long enough' };

  it('passes when the confirmation equals the password', () => {
    expect(validateAgainst('reset-password', reset)).toBeNull();
  });

  it('adds the mismatch to the schema messages, once', () => {
    expect(validateAgainst('reset-password', { ...reset, password: 'short', password_confirmation: 'other' })).toEqual({
      password: ['Passwords must be at least 8 characters'],
      password_confirmation: [PASSWORDS_DO_NOT_MATCH],
    });
    expect(validateAgainst('reset-password', { ...reset, password_confirmation: '' })).toEqual({ password_confirmation: [PASSWORDS_DO_NOT_MATCH] });
  });

  it('checks a registration confirmation only when one is sent', () => {
    const registration = {
      firstname: 'A',
      lastname: 'B',
      email: 'a@b.example',
      mobile_phone: '1',
      address_line_1: '1 St',
      suburb: 'S',
      postcode: '2000',
      password: 'long enough',
      invitation_code: 'ABC',
    };
    expect(validateAgainst('registration', registration)).toBeNull();
    expect(validateAgainst('registration', { ...registration, password_confirmation: 'other' })).toEqual({ password_confirmation: [PASSWORDS_DO_NOT_MATCH] });
  });

  it('checks entities and forms without such rules by their schema alone', () => {
    expect(validateAgainst('login', { username: '', password: 'x' })).toEqual({ username: ['Email field is required'] });
  });
});
