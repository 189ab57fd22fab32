// /register (docs/owner-app.md 2.6, 4): 'Create Your Account', one step at a time. A link with
// ?invite=CODE starts at the email with the code filled in; without one, the code comes first.
import { type ReactNode, useLayoutEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useSearchParams } from 'wouter';
import { PageLoading } from '../../shell/page-loading.tsx';
import { FormCard } from '../../ui/form-card.tsx';
import { StepFrame } from '../../ui/step-frame.tsx';
import { AnswerStep } from './answer-step.tsx';
import { DetailsStep } from './details-step.tsx';
import { FailureScreen } from './failure-screen.tsx';
import { PasswordStep } from './password-step.tsx';
import { checkInvitation, goForward, identifyVehicle, isFresh, registration, startRegistration } from './registration-state.ts';
import { progress, STEP, type Step } from './registration-steps.ts';
import './registration.css';

const FAILED = "Sorry, we weren't able to register you";

function InvitedCode() {
  const { invited, invitation_code } = useSnapshot(registration);
  if (!invited) return null;
  return (
    <p className="form-note">
      Invitation code <strong>{invitation_code}</strong>, from your invitation link.
    </p>
  );
}

const SCREENS: Record<Step, { title: string; body: () => ReactNode }> = {
  [STEP.invitation]: {
    title: 'Your invitation code',
    body: () => (
      <AnswerStep
        step={STEP.invitation}
        field="invitation_code"
        label="Invitation code"
        input={{ autoComplete: 'off', autoCapitalize: 'characters' }}
        onNext={goForward}
      >
        <p className="form-note">You will find the code in the invitation we sent you.</p>
      </AnswerStep>
    ),
  },
  [STEP.email]: {
    title: 'Your email address',
    body: () => (
      <AnswerStep step={STEP.email} field="email" label="Email" input={{ type: 'email', autoComplete: 'email', inputMode: 'email' }} onNext={checkInvitation}>
        <p className="form-note">The address your invitation was sent to.</p>
        <InvitedCode />
      </AnswerStep>
    ),
  },
  [STEP.vehicle]: {
    title: 'Your vehicle',
    body: () => (
      <AnswerStep
        step={STEP.vehicle}
        field="identification"
        label="Registration or VIN"
        input={{ autoComplete: 'off', autoCapitalize: 'characters' }}
        onNext={identifyVehicle}
      >
        <p className="form-note">The registration (number plate) or the 17-character VIN of a vehicle in your invitation.</p>
      </AnswerStep>
    ),
  },
  [STEP.details]: { title: 'Confirm your details', body: () => <DetailsStep /> },
  [STEP.password]: { title: 'Choose a password', body: () => <PasswordStep /> },
  [STEP.notInvited]: { title: FAILED, body: () => <FailureScreen /> },
  [STEP.vehicleNotFound]: { title: FAILED, body: () => <FailureScreen /> },
  [STEP.failed]: { title: FAILED, body: () => <FailureScreen /> },
};

export function RegistrationPage() {
  const [params] = useSearchParams();
  const invite = params.get('invite') ?? '';
  const state = useSnapshot(registration);
  const { step, invited, moved } = state;
  // The state outlives the page, so a visit that finds an earlier one's (or another invitation's)
  // starts it afresh before anything is painted (a layout effect): the loading screen's full
  // height, shown for a frame, would make the footer jump into view when the shorter form took its
  // place (layout shift). One that finds it fresh shows the form at once.
  const [startedFor, setStartedFor] = useState<string | null>(null);

  useLayoutEffect(() => {
    startRegistration(invite);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the page shows once the outside store has started afresh
    setStartedFor(invite);
  }, [invite]);

  if (startedFor !== invite && !isFresh(state, invite)) return <PageLoading />;
  const screen = SCREENS[step];
  return (
    <FormCard title="Create Your Account" wide={step === STEP.details}>
      <StepFrame key={step} title={screen.title} progress={progress(step, invited)} takeFocus={moved}>
        {screen.body()}
      </StepFrame>
    </FormCard>
  );
}
