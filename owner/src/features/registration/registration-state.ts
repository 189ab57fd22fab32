// The registration in progress (docs/owner-app.md 2.6, 4): the answers so far, which survive
// Back and Next, the step on screen, and the calls that move it on. One visit at a time: the
// page starts it afresh each time it opens.
import { proxy } from 'valtio';
import { ApiError } from '../../../../shared/api-client.ts';
import type { RegistrationUser } from '../../../../shared/generated/types.ts';
import { signIn } from '../../session-state.ts';
import { fetchSettings } from './api/fetch-settings.ts';
import { registerOwner } from './api/register-owner.ts';
import { validateIdentification } from './api/validate-identification.ts';
import { validateRegistration } from './api/validate-registration.ts';
import { type RegistrationValues, registrationBody } from './registration-forms.ts';
import { type ContactDetails, contactDetailsOf } from '../../domain/contact-details-fields.tsx';
import { afterIdentification, afterInvitationCheck, firstStep, previousStep, STEP, type Step } from './registration-steps.ts';

export interface RegistrationState extends RegistrationValues {
  step: Step;
  /** The code came with the link (?invite=), so step 0 is skipped. */
  invited: boolean;
  /** The invited owner and their vehicles, once step 2 has found them. */
  user: RegistrationUser | null;
  /** The visit has left its first screen: from then on each new step takes the focus. */
  moved: boolean;
  busy: boolean;
  /** What went wrong with a call: shown on the step, or on step 7 when registering failed. */
  problem: string;
  /** The marketing address the failure screens give (GET /api/settings); null until it has loaded. */
  contactEmail: string | null;
}

const fresh = (invite: string): RegistrationState => ({
  step: firstStep(Boolean(invite)),
  invited: Boolean(invite),
  invitation_code: invite,
  email: '',
  identification: '',
  details: contactDetailsOf({}),
  password: '',
  password_confirmation: '',
  user: null,
  moved: false,
  busy: false,
  problem: '',
  contactEmail: null,
});

export const registration = proxy<RegistrationState>(fresh(''));

/** Whether `state` holds nothing but what a fresh start with `invite` gives it (the marketing address, which only loads, aside). */
export function isFresh(state: Readonly<Record<keyof RegistrationState, unknown>>, invite: string): boolean {
  const { contactEmail: _now, ...now } = state;
  const { contactEmail: _start, ...start } = fresh(invite.trim());
  return JSON.stringify(now) === JSON.stringify(start);
}

const UNEXPECTED = 'We could not complete this step just now. Please try again.';
const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : UNEXPECTED);

export function startRegistration(invite: string): void {
  Object.assign(registration, fresh(invite.trim()));
  fetchSettings().then(
    (settings) => {
      registration.contactEmail = settings.marketing_email;
    },
    () => {
      // The failure screens then ask people to contact us without the address; nothing else depends on it.
    },
  );
}

type TextAnswer = 'invitation_code' | 'email' | 'identification' | 'password' | 'password_confirmation';

export function setAnswer(field: TextAnswer, value: string): void {
  registration[field] = value;
}

export function setDetail<F extends keyof ContactDetails>(field: F, value: ContactDetails[F]): void {
  registration.details[field] = value;
}

function goTo(step: Step): void {
  registration.problem = '';
  registration.step = step;
  registration.moved = true;
}

export function goBack(): void {
  const previous = previousStep(registration.step, registration.invited);
  if (previous !== null) goTo(previous);
}

/** Steps 0 → 1 and 4 → 6 need no call: their answers are checked with the rest later. */
export function goForward(): void {
  if (registration.step === STEP.invitation) goTo(STEP.email);
  else if (registration.step === STEP.details) goTo(STEP.password);
}

/** Runs a call of the step on screen; a failed call is told on that step, which stays. */
async function withCall(call: () => Promise<void>): Promise<void> {
  if (registration.busy) return;
  registration.busy = true;
  registration.problem = '';
  try {
    await call();
  } catch (error) {
    registration.problem = messageOf(error);
  } finally {
    registration.busy = false;
  }
}

const invitation = () => ({ invitation_code: registration.invitation_code.trim(), email: registration.email.trim() });

/** Step 1: the code and email must belong to an owner invited and not yet registered. */
export const checkInvitation = () =>
  withCall(async () => {
    goTo(afterInvitationCheck(await validateRegistration(invitation())));
  });

/** Step 2: the vehicle must be the invited owner's; their details then fill step 4. */
export const identifyVehicle = () =>
  withCall(async () => {
    const result = await validateIdentification({ ...invitation(), identification: registration.identification.trim() });
    if (result.success) {
      // Coming back to step 2 and finding the same owner keeps what was already edited on step 4.
      if (registration.user?.id !== result.user.id) registration.details = contactDetailsOf(result.user);
      registration.user = result.user;
    }
    goTo(afterIdentification(result));
  });

/**
 * Step 6: registers, then signs in as the sign-in page does. Answers true once signed in; a
 * failure of either call is step 7 with the server's reason.
 */
export async function completeRegistration(): Promise<boolean> {
  const user = registration.user;
  if (registration.busy || !user) return false;
  registration.busy = true;
  try {
    await registerOwner(user.id, registrationBody(registration));
    await signIn({ username: registration.email.trim(), password: registration.password });
    return true;
  } catch (error) {
    goTo(STEP.failed);
    registration.problem = messageOf(error);
    return false;
  } finally {
    registration.busy = false;
  }
}
