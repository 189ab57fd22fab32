// Step 6: the password, twice; Next registers the owner and signs them in (docs/owner-app.md 4).
import type { FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { paths } from '../../paths.ts';
import { FormActions } from '../../ui/form-card.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { useFieldChecks } from '../../ui/use-field-checks.ts';
import { BackButton } from './back-button.tsx';
import { STEP_FIELDS, stepErrors } from './registration-forms.ts';
import { completeRegistration, registration, setAnswer } from './registration-state.ts';
import { STEP } from './registration-steps.ts';

const idOf = (field: string) => `registration-${field}`;

export function PasswordStep() {
  const [, navigate] = useLocation();
  const snap = useSnapshot(registration, { sync: true });
  const { errors, passes } = useFieldChecks(() => stepErrors(STEP.password, registration), STEP_FIELDS[STEP.password], idOf);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (snap.busy || !passes()) return;
    if (await completeRegistration()) navigate(paths.home);
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={snap.busy}>
      <p className="form-note">
        You will sign in with <strong>{snap.email.trim()}</strong> and this password. It needs at least 8 characters.
      </p>
      <PasswordField
        id={idOf('password')}
        label="Password"
        autoComplete="new-password"
        value={snap.password}
        onChange={(value) => setAnswer('password', value)}
        errors={errors.password}
      />
      <PasswordField
        id={idOf('password_confirmation')}
        label="Confirm password"
        autoComplete="new-password"
        value={snap.password_confirmation}
        onChange={(value) => setAnswer('password_confirmation', value)}
        errors={errors.password_confirmation}
      />
      <FormActions>
        <BackButton />
        <button type="submit" className="button button--primary" disabled={snap.busy}>
          {snap.busy ? 'Creating your account…' : 'Next'}
        </button>
      </FormActions>
    </form>
  );
}
