// The sign-in form's behaviour: the generated validator (the server's own schema) on submit,
// then the call, then the landing page for the user's role (docs/decisions.md, Shape). An account
// with two-step sign-in answers a challenge instead: the page then asks for the code, and the
// same landing follows it.
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { ApiError } from '../../../../shared/api-client.ts';
import { forms } from '../../../../shared/generated/entities.ts';
import { login } from '../../../../shared/generated/validators/login.ts';
import { twoStepSignIn } from '../../../../shared/generated/validators/two-step-sign-in.ts';
import { type FieldErrors, validate } from '../../../../shared/validation.ts';
import { paths } from '../../paths.ts';
import type { LoginForm } from '../../../../shared/generated/types.ts';
import { type SignInOutcome, finishSignIn, signIn } from '../../session-state.ts';

const UNEXPECTED = 'We could not sign you in just now. Please try again.';

export interface SecondStep {
  code: string;
}

/** A form's state and its submit: `check` first (the generated validator), then the call, whose refusal it shows. */
function useSubmit<T extends object>(initial: T, check: (values: T) => FieldErrors | null) {
  const [values, setValues] = useState<T>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverMessage, setServerMessage] = useState('');
  // Once a submit has shown the messages, they follow the typing so a fixed field clears.
  const fieldErrors: FieldErrors = (submitted && check(values)) || {};
  const setField = (field: keyof T) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function run(event: FormEvent<HTMLFormElement>, invalid: (errors: FieldErrors) => void, call: () => Promise<void>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setServerMessage('');
    const errors = check(values);
    if (errors) return invalid(errors);
    setBusy(true);
    try {
      await call();
    } catch (error) {
      setServerMessage(error instanceof ApiError ? error.message : UNEXPECTED);
      setBusy(false);
    }
  }
  function reset() {
    setValues(initial);
    setSubmitted(false);
    setBusy(false);
    setServerMessage('');
  }
  /** Ready for another submit: the call went well but the page stays (a second step follows). */
  const idle = () => setBusy(false);
  return { values, setField, fieldErrors, busy, serverMessage, run, reset, idle };
}

export function useSignIn(focusField: (field: keyof LoginForm | keyof SecondStep) => void) {
  const [, navigate] = useLocation();
  const [challenge, setChallenge] = useState<string | null>(null);
  const password = useSubmit<LoginForm>({ username: '', password: '' }, (values) => validate(login, values, forms.login));
  const code = useSubmit<SecondStep>({ code: '' }, ({ code }) =>
    validate(twoStepSignIn, { challenge_token: challenge ?? '', code: code.trim() }, forms['two-step-sign-in']),
  );

  function land(outcome: SignInOutcome) {
    if (outcome.challenge !== undefined) {
      password.idle();
      setChallenge(outcome.challenge);
    }
    // The back office is its own bundle, so only a full load reaches a staff member's first page.
    else if (outcome.staffHome) window.location.assign(outcome.staffHome);
    else navigate(paths.home);
  }

  const submitPassword = (event: FormEvent<HTMLFormElement>) =>
    password.run(
      event,
      (errors) => focusField(errors.username ? 'username' : 'password'),
      async () => land(await signIn(password.values)),
    );

  const submitCode = (event: FormEvent<HTMLFormElement>) =>
    code.run(
      event,
      () => focusField('code'),
      async () => land(await finishSignIn(challenge!, code.values.code.trim())),
    );

  /** Back to the password (the challenge expired, or another account). */
  function startAgain() {
    setChallenge(null);
    code.reset();
  }

  return { challenge, password, code, submitPassword, submitCode, startAgain };
}
