// Which registration step follows which (docs/owner-app.md 4, "Registration steps"), apart from
// any screen: the start with or without an invitation link, where each check leads, the way back,
// and the "step 2 of 4" a person sees (failure screens are no numbered step).
import type { IdentificationResult } from '../../../../shared/generated/types.ts';

export const STEP = {
  invitation: 0,
  email: 1,
  vehicle: 2,
  notInvited: 3,
  details: 4,
  vehicleNotFound: 5,
  password: 6,
  failed: 7,
} as const;

export type Step = (typeof STEP)[keyof typeof STEP];

const FORM_STEPS: readonly Step[] = [STEP.invitation, STEP.email, STEP.vehicle, STEP.details, STEP.password];

/** The code comes from the link when there is one, so its entry is skipped. */
export const firstStep = (invited: boolean): Step => (invited ? STEP.email : STEP.invitation);

/** validate_registration answers 1 for a code and email that belong together. */
export const afterInvitationCheck = (answer: number): Step => (answer === 1 ? STEP.vehicle : STEP.notInvited);

export const afterIdentification = (result: IdentificationResult): Step => (result.success ? STEP.details : STEP.vehicleNotFound);

/**
 * Where Back leads, or null where there is no way back: at the start, and after a failed
 * registration (step 7), which no edit of the earlier answers can mend. A failed check goes back
 * to the answer it checked, so a typo is one click from being fixed.
 */
export function previousStep(step: Step, invited: boolean): Step | null {
  switch (step) {
    case STEP.email:
      return invited ? null : STEP.invitation;
    case STEP.notInvited:
      // The code or the email was wrong: back to the first answer this visit asked for.
      return firstStep(invited);
    case STEP.vehicle:
      return STEP.email;
    case STEP.details:
    case STEP.vehicleNotFound:
      return STEP.vehicle;
    case STEP.password:
      return STEP.details;
    default:
      return null;
  }
}

/** "Step 2 of 4": the position among the form steps this visit goes through; null on a failure screen. */
export function progress(step: Step, invited: boolean): { current: number; total: number } | null {
  const steps = invited ? FORM_STEPS.filter((s) => s !== STEP.invitation) : FORM_STEPS;
  const index = steps.indexOf(step);
  return index < 0 ? null : { current: index + 1, total: steps.length };
}
