// Steps 3, 5 and 7: "Sorry, we weren't able to register you" with the marketing contact address
// (docs/owner-app.md 8); step 7 says what the server answered. A failed check offers a way back to
// the answer it checked; never which part of the invitation was wrong (README, choices).
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { paths } from '../../paths.ts';
import { FormActions } from '../../ui/form-card.tsx';
import { BackButton } from './back-button.tsx';
import { registration } from './registration-state.ts';
import { STEP, type Step } from './registration-steps.ts';

const REASONS: Partial<Record<Step, string>> = {
  [STEP.notInvited]: 'We could not find an invitation for this invitation code and email address.',
  [STEP.vehicleNotFound]: 'We could not find this registration or VIN among the vehicles of your invitation.',
};

export function FailureScreen() {
  const { step, problem, contactEmail } = useSnapshot(registration);
  return (
    <>
      <p className="registration-reason">{REASONS[step] ?? problem}</p>
      <p>
        If you need help, please contact us
        {contactEmail ? (
          <>
            {' '}
            at <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
          </>
        ) : null}
        .
      </p>
      <FormActions>
        <BackButton label="Try again" />
        {step === STEP.failed && (
          <Link href={paths.login} className="button button--secondary">
            Go to sign in
          </Link>
        )}
      </FormActions>
    </>
  );
}
