// Steps 0, 1 and 2: one answer each (the invitation code, the email, the registration or VIN),
// checked here against the form schema and then, for 1 and 2, by the server.
import type { FormEvent, ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { FormActions, OutcomeMessage } from '../../ui/form-card.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useFieldChecks } from '../../ui/use-field-checks.ts';
import { stepErrors } from './registration-forms.ts';
import { registration, setAnswer } from './registration-state.ts';
import { STEP } from './registration-steps.ts';
import { BackButton } from './back-button.tsx';

type AnswerStepId = typeof STEP.invitation | typeof STEP.email | typeof STEP.vehicle;

interface AnswerStepProps {
  step: AnswerStepId;
  field: 'invitation_code' | 'email' | 'identification';
  label: string;
  input: { type?: string; autoComplete?: string; inputMode?: 'email' | 'text'; autoCapitalize?: string };
  /** What happens once the answer passes the form's own checks. */
  onNext: () => void;
  children?: ReactNode;
}

export const answerFieldId = (field: string) => `registration-${field}`;

export function AnswerStep({ step, field, label, input, onNext, children }: AnswerStepProps) {
  const snap = useSnapshot(registration, { sync: true });
  const { errors, passes } = useFieldChecks(() => stepErrors(step, registration), [field], answerFieldId);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!snap.busy && passes()) onNext();
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={snap.busy}>
      {children}
      <TextField id={answerFieldId(field)} label={label} {...input} value={snap[field]} onChange={(value) => setAnswer(field, value)} errors={errors[field]} />
      {snap.problem && <OutcomeMessage kind="error">{snap.problem}</OutcomeMessage>}
      <FormActions>
        <BackButton />
        <button type="submit" className="button button--primary" disabled={snap.busy}>
          {snap.busy ? 'Checking…' : 'Next'}
        </button>
      </FormActions>
    </form>
  );
}
