// /forgotpassword (docs/owner-app.md 2.7, 4, 8): the email of the account; Reset Password (or
// Enter) asks for the link; the outcome replaces the form when the link is on its way and sits
// above it, so the email can be corrected, when not. Done leads to /.
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { forgotPassword } from '../../../../shared/generated/validators/forgot-password.ts';
import { validateForm } from '../../ui/owner-forms.ts';
import { FORGOT_PASSWORD_MESSAGES } from '../../../../shared/password-outcomes.ts';
import { paths } from '../../paths.ts';
import { FormActions, FormCard, OutcomeMessage } from '../../ui/form-card.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useFieldChecks } from '../../ui/use-field-checks.ts';
import { requestResetLink } from './api/request-reset-link.ts';
import { type Outcome, outcomeOf } from './password-outcome.ts';

const EMAIL_ID = 'forgot-email';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { errors, passes } = useFieldChecks(
    () => validateForm({ id: 'forgot-password', validator: forgotPassword }, { email: email.trim() }),
    ['email'],
    () => EMAIL_ID,
  );
  const sent = outcome?.ok === true;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !passes()) return;
    setBusy(true);
    setOutcome(await outcomeOf(requestResetLink(email.trim()), FORGOT_PASSWORD_MESSAGES.other));
    setBusy(false);
  }

  const done = (
    <Link href={paths.maintenance} className="button button--secondary form-actions__back">
      Done
    </Link>
  );

  return (
    <FormCard title="Reset Your Password">
      {outcome && (
        <OutcomeMessage kind={sent ? 'success' : 'error'} takeFocus={sent}>
          {outcome.message}
        </OutcomeMessage>
      )}
      {sent ? (
        <FormActions>{done}</FormActions>
      ) : (
        <form onSubmit={submit} noValidate aria-busy={busy}>
          <p className="form-note">Enter the email address you sign in with and we will email you a link to choose a new password.</p>
          <TextField id={EMAIL_ID} label="Email" type="email" autoComplete="email" inputMode="email" value={email} onChange={setEmail} errors={errors.email} />
          <FormActions>
            {outcome && done}
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? 'Sending…' : 'Reset Password'}
            </button>
          </FormActions>
        </form>
      )}
    </FormCard>
  );
}
