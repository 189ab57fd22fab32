import { describe, expect, it } from 'vitest';
import type { RegistrationUser } from '../../../../shared/generated/types.ts';
import { afterIdentification, afterInvitationCheck, firstStep, previousStep, progress, STEP } from './registration-steps.ts';

const user: RegistrationUser = {
  id: 7,
  firstname: 'Ivy',
  lastname: 'Invited',
  email: 'ivy@example.com',
  mobile_phone: null,
  other_phone: null,
  address_line_1: null,
  suburb: null,
  state: null,
  postcode: null,
  vehicles: [],
};

describe('registration steps', () => {
  it('starts at the email when the link carries the code, else at the code', () => {
    expect(firstStep(true)).toBe(STEP.email);
    expect(firstStep(false)).toBe(STEP.invitation);
  });

  it('goes to the vehicle on a valid invitation and to the failure screen otherwise', () => {
    expect(afterInvitationCheck(1)).toBe(STEP.vehicle);
    expect(afterInvitationCheck(0)).toBe(STEP.notInvited);
  });

  it('goes to the details when the vehicle is found and to its failure screen when not', () => {
    expect(afterIdentification({ success: true, user })).toBe(STEP.details);
    expect(afterIdentification({ success: false })).toBe(STEP.vehicleNotFound);
  });

  it('leads back one step, and from a failed check to the answer it checked', () => {
    expect(previousStep(STEP.password, true)).toBe(STEP.details);
    expect(previousStep(STEP.details, true)).toBe(STEP.vehicle);
    expect(previousStep(STEP.vehicleNotFound, true)).toBe(STEP.vehicle);
    expect(previousStep(STEP.vehicle, true)).toBe(STEP.email);
    expect(previousStep(STEP.notInvited, true)).toBe(STEP.email);
    expect(previousStep(STEP.notInvited, false)).toBe(STEP.invitation);
    expect(previousStep(STEP.email, false)).toBe(STEP.invitation);
  });

  it('has no way back from the first step or a failed registration', () => {
    expect(previousStep(STEP.email, true)).toBeNull();
    expect(previousStep(STEP.invitation, false)).toBeNull();
    expect(previousStep(STEP.failed, false)).toBeNull();
  });

  it('numbers the form steps of the visit and not the failure screens', () => {
    expect(progress(STEP.email, true)).toEqual({ current: 1, total: 4 });
    expect(progress(STEP.password, true)).toEqual({ current: 4, total: 4 });
    expect(progress(STEP.invitation, false)).toEqual({ current: 1, total: 5 });
    expect(progress(STEP.details, false)).toEqual({ current: 4, total: 5 });
    expect(progress(STEP.vehicleNotFound, false)).toBeNull();
  });
});
