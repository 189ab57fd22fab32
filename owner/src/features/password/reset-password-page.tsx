// /resetpassword/{token}?email= (docs/owner-app.md 2.8, 8): the new password twice, each with a
// Show/Hide toggle; Reset Password sends it with the link's token and email. A link without
// either says so at once, since no password could be set with it. Done leads to /.
import { type FormEvent, useState } from 'react';
import { Link, useParams, useSearchParams } from 'wouter';
import { RESET_PASSWORD_MESSAGES } from '../../../../shared/password-outcomes.ts';
import { paths } from '../../paths.ts';
import { FormActions, FormCard, OutcomeMessage } from '../../ui/form-card.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { useFieldChecks } from '../../ui/use-field-checks.ts';
import { validateFields } from '../../ui/validate-fields.ts';
import { resetPassword } from './api/reset-password.ts';
import { type Outcome, outcomeOf } from './password-outcome.ts';
import { RESET_PASSWORD_FORM, type ResetLink, resetLinkProblem } from './reset-link.ts';

const FIELDS = ['password', 'password_confirmation'] as const;
const idOf = (field: string) => `reset-${field}`;

const doneLink = (
  <Link href={paths.maintenance} className="button button--secondary form-actions__back">
    Done
  </Link>
);

function NewPasswordForm({ link }: { link: ResetLink }) {
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { errors, passes } = useFieldChecks(() => validateFields(RESET_PASSWORD_FORM, { ...link, ...values }, FIELDS), FIELDS, idOf);
  const set = (field: (typeof FIELDS)[number]) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !passes()) return;
    setBusy(true);
    setOutcome(await outcomeOf(resetPassword({ ...link, ...values }), RESET_PASSWORD_MESSAGES.other));
    setBusy(false);
  }

  if (outcome?.ok) {
    return (
      <>
        <OutcomeMessage kind="success" takeFocus>
          {outcome.message}
        </OutcomeMessage>
        <FormActions>
          {doneLink}
          <Link href={paths.login} className="button button--primary">
            Sign in
          </Link>
        </FormActions>
      </>
    );
  }

  return (
    <>
      {outcome && <OutcomeMessage kind="error">{outcome.message}</OutcomeMessage>}
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <p className="form-note">
          Choose a new password of at least 8 characters for <strong>{link.email}</strong>.
        </p>
        <PasswordField
          id={idOf('password')}
          label="Password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          errors={errors.password}
        />
        <PasswordField
          id={idOf('password_confirmation')}
          label="Confirm password"
          autoComplete="new-password"
          value={values.password_confirmation}
          onChange={set('password_confirmation')}
          errors={errors.password_confirmation}
        />
        <FormActions>
          {outcome && doneLink}
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Saving…' : 'Reset Password'}
          </button>
        </FormActions>
      </form>
    </>
  );
}

export function ResetPasswordPage() {
  const { token = '' } = useParams<{ token?: string }>();
  const [search] = useSearchParams();
  const link: ResetLink = { token, email: search.get('email') ?? '' };
  const problem = resetLinkProblem(link);

  return (
    <FormCard title="Choose a new Password">
      {problem ? (
        <>
          <OutcomeMessage kind="error">{problem}</OutcomeMessage>
          <FormActions>
            {doneLink}
            <Link href={paths.forgot} className="button button--primary">
              Request a new link
            </Link>
          </FormActions>
        </>
      ) : (
        <NewPasswordForm link={link} />
      )}
    </FormCard>
  );
}
