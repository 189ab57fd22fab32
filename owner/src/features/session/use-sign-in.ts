// The sign-in form's behaviour: the generated validator (the server's own schema) on submit,
// then the call, then the landing page for the user's role (docs/decisions.md, Shape).
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { ApiError } from '../../../../shared/api-client.ts';
import { forms } from '../../../../shared/generated/entities.ts';
import { login } from '../../../../shared/generated/validators.ts';
import { type FieldErrors, validate } from '../../../../shared/validation.ts';
import { DASHBOARD_PATH, paths } from '../../paths.ts';
import { type Credentials, signIn } from '../../session-state.ts';

const UNEXPECTED = 'We could not sign you in just now. Please try again.';

export function useSignIn(focusField: (field: keyof Credentials) => void) {
  const [, navigate] = useLocation();
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverMessage, setServerMessage] = useState('');

  // Once a submit has shown the messages, they follow the typing so a fixed field clears.
  const fieldErrors: FieldErrors = (submitted && validate(login, values, forms.login)) || {};

  const setField = (field: keyof Credentials) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setServerMessage('');
    const errors = validate(login, values, forms.login);
    if (errors) {
      focusField(errors.username ? 'username' : 'password');
      return;
    }
    setBusy(true);
    try {
      const { admin } = await signIn(values);
      // The dashboard belongs to the back office bundle, so only a full load reaches it.
      if (admin) window.location.assign(DASHBOARD_PATH);
      else navigate(paths.home);
    } catch (error) {
      setServerMessage(error instanceof ApiError ? error.message : UNEXPECTED);
      setBusy(false);
    }
  }

  return { values, setField, fieldErrors, busy, serverMessage, submit };
}
