// "Delete my account" (docs/decisions.md, "The owner's data"): says what goes and what is kept,
// asks for the password, and once the account is gone says so; its button then signs out here and
// opens the sign-in page. A wrong password is said under the field and nothing changes.
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { ApiError } from '../../../../shared/api-client.ts';
import { paths } from '../../paths.ts';
import { forgetSession } from '../../session-state.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { FormActions, OutcomeMessage } from '../../ui/form-card.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { useSend } from '../../ui/use-send.ts';
import { deleteAccount } from './api/delete-account.ts';
import './delete-account-dialog.css';

const UNEXPECTED = 'We could not delete your account just now. Nothing has changed. Please try again.';

function WhatHappens() {
  return (
    <>
      <p>Deleting your account cannot be undone:</p>
      <ul className="delete-account__list">
        <li>your account, your personal details and your vehicle photos are deleted;</li>
        <li>you are signed out everywhere, and cannot sign in again;</li>
        <li>your vehicles are kept for GWM&apos;s records, without your name, nicknames or photos;</li>
        <li>your bookings are kept for the dealer, without your name, email or phone.</li>
      </ul>
      <p>You may want to download your data first.</p>
    </>
  );
}

export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<string[]>();
  const [deleted, setDeleted] = useState(false);
  const { busy, problem, send, messageOf } = useSend(UNEXPECTED);

  const close = () => {
    setPassword('');
    setErrors(undefined);
    onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setErrors(['Please enter your password']);
    await send(
      async () => {
        await deleteAccount(password);
        setDeleted(true);
      },
      (error) => {
        const underField = error instanceof ApiError ? error.fieldErrors.password : undefined;
        setErrors(underField);
        return underField ? '' : messageOf(error);
      },
    );
  }

  const leave = () => {
    forgetSession();
    navigate(paths.login, { replace: true });
  };

  if (deleted) {
    return (
      <Dialog title="Your account has been deleted" open onClose={leave}>
        <p>Thank you for using myGWM. Your account and your personal details are gone, and you have been signed out.</p>
        <FormActions>
          <button type="button" className="button button--primary" onClick={leave}>
            Close
          </button>
        </FormActions>
      </Dialog>
    );
  }
  return (
    <Dialog title="Delete your account?" open={open} onClose={close}>
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <WhatHappens />
        <PasswordField
          id="delete-account-password"
          label="Your password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          errors={errors}
        />
        {problem && <OutcomeMessage kind="error">{problem}</OutcomeMessage>}
        <FormActions>
          <button type="button" className="button button--secondary" onClick={close}>
            Keep my account
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Deleting…' : 'Delete my account'}
          </button>
        </FormActions>
      </form>
    </Dialog>
  );
}
