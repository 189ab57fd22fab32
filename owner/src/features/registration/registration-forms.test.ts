import { describe, expect, it } from 'vitest';
import { contactDetailsOf } from '../../domain/contact-details-fields.tsx';
import { type RegistrationValues, registrationBody, stepErrors } from './registration-forms.ts';
import { STEP } from './registration-steps.ts';

const values = (changes: Partial<RegistrationValues> = {}): RegistrationValues => ({
  invitation_code: 'HAVALAU7',
  email: 'priya@example.com',
  identification: 'YPD38K',
  details: {
    ...contactDetailsOf({}),
    firstname: 'Priya',
    lastname: 'Patel',
    mobile_phone: '0412 000 000',
    address_line_1: '1 Main St',
    suburb: 'Dickson',
    state: 'ACT',
    postcode: '2602',
  },
  password: 'long enough',
  password_confirmation: 'long enough',
  ...changes,
});

describe('registration step checks', () => {
  it("checks only the step's own fields", () => {
    const blank = values({ invitation_code: '', email: '', identification: '', details: contactDetailsOf({}), password: '', password_confirmation: '' });
    expect(stepErrors(STEP.invitation, blank)).toEqual({ invitation_code: ['Please enter your invitation code'] });
    expect(stepErrors(STEP.email, blank)).toEqual({ email: ['Please enter your email address'] });
    expect(stepErrors(STEP.vehicle, blank)).toEqual({ identification: ['Please enter your registration or VIN'] });
    expect(stepErrors(STEP.details, blank)).toEqual({
      firstname: ['Please enter your first name'],
      lastname: ['Please enter your last name'],
      mobile_phone: ['Please enter your mobile phone'],
      address_line_1: ['Please enter your address'],
      suburb: ['Please enter your suburb'],
      postcode: ['Please enter your postcode'],
    });
    expect(stepErrors(STEP.password, blank)).toEqual({ password: ['Passwords must be at least 8 characters'] });
  });

  it('counts spaces alone as nothing typed', () => {
    expect(stepErrors(STEP.email, values({ email: '   ' }))).toEqual({ email: ['Please enter your email address'] });
  });

  it('says when an email does not look like one, and when passwords are short or differ', () => {
    expect(stepErrors(STEP.email, values({ email: 'priya@' }))).toEqual({ email: ["This doesn't appear to be a valid email address"] });
    expect(stepErrors(STEP.password, values({ password: 'short', password_confirmation: 'other' }))).toEqual({
      password: ['Passwords must be at least 8 characters'],
      password_confirmation: ['Passwords do not match'],
    });
  });

  it('passes complete steps', () => {
    for (const step of [STEP.invitation, STEP.email, STEP.vehicle, STEP.details, STEP.password] as const) {
      expect(stepErrors(step, values())).toBeNull();
    }
  });
});

describe('the registration body', () => {
  it('sends trimmed text, and null for an empty other phone and a missing state', () => {
    const body = registrationBody(values({ email: ' priya@example.com ', details: { ...values().details, firstname: ' Priya ', state: null } }));
    expect(body).toEqual({
      firstname: 'Priya',
      lastname: 'Patel',
      mobile_phone: '0412 000 000',
      other_phone: null,
      address_line_1: '1 Main St',
      suburb: 'Dickson',
      state: null,
      postcode: '2602',
      email: 'priya@example.com',
      invitation_code: 'HAVALAU7',
      password: 'long enough',
      password_confirmation: 'long enough',
    });
  });
});
