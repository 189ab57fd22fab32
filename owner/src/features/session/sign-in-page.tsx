// /adminlogin, the one sign-in for everyone (docs/owner-app.md 2.3, docs/decisions.md). A staff
// account with two-step sign-in is asked, after its password, for its authenticator app's code.
import { useRef } from 'react';
import { Link } from 'wouter';
import { TextField } from '../../ui/text-field.tsx';
import { paths } from '../../paths.ts';
import type { Credentials } from '../../session-state.ts';
import { type SecondStep, useSignIn } from './use-sign-in.ts';
import './sign-in.css';

type Field = keyof Credentials | keyof SecondStep;

function ServerMessage({ message }: { message: string }) {
  return message ? (
    <p className="form-alert" role="alert">
      {message}
    </p>
  ) : null;
}

export function SignInPage() {
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const { challenge, password, code, submitPassword, submitCode, startAgain } = useSignIn((field) => inputs.current[field]?.focus());

  return (
    <div className="page sign-in">
      <section className="card sign-in__card" aria-labelledby="sign-in-title">
        {challenge === null ? (
          <>
            <h1 id="sign-in-title">Sign in</h1>
            <form onSubmit={submitPassword} noValidate className="stack" aria-busy={password.busy}>
              <TextField
                id="sign-in-email"
                label="Email"
                type="email"
                autoComplete="username"
                inputMode="email"
                value={password.values.username}
                onChange={password.setField('username')}
                errors={password.fieldErrors.username}
                ref={(el) => {
                  inputs.current.username = el;
                }}
              />
              <TextField
                id="sign-in-password"
                label="Password"
                type="password"
                autoComplete="current-password"
                value={password.values.password}
                onChange={password.setField('password')}
                errors={password.fieldErrors.password}
                ref={(el) => {
                  inputs.current.password = el;
                }}
              />
              <ServerMessage message={password.serverMessage} />
              <button type="submit" className="button button--primary button--block" disabled={password.busy}>
                {password.busy ? 'Signing in…' : 'Sign in'}
              </button>
            </form>
            <p className="sign-in__forgot">
              <Link href={paths.forgot}>I forgot my password</Link>
            </p>
            <div className="separator">
              <span>OR</span>
            </div>
            <Link href={paths.register} className="button button--secondary button--block">
              Create my account
            </Link>
          </>
        ) : (
          <>
            <h1 id="sign-in-title">Two-step sign-in</h1>
            <p>Enter the 6-digit code your authenticator app shows for myGWM. Lost your phone? Enter one of your recovery codes instead.</p>
            <form onSubmit={submitCode} noValidate className="stack" aria-busy={code.busy}>
              <TextField
                id="sign-in-code"
                label="Code"
                autoComplete="one-time-code"
                autoCapitalize="characters"
                spellCheck={false}
                value={code.values.code}
                onChange={code.setField('code')}
                errors={code.fieldErrors.code}
                ref={(el) => {
                  inputs.current.code = el;
                }}
                // Asked for as soon as it shows: the password step was just sent.
                autoFocus
              />
              <ServerMessage message={code.serverMessage} />
              <button type="submit" className="button button--primary button--block" disabled={code.busy}>
                {code.busy ? 'Checking…' : 'Verify'}
              </button>
            </form>
            <div className="separator">
              <span>OR</span>
            </div>
            <button type="button" className="button button--secondary button--block" onClick={startAgain}>
              Start again
            </button>
          </>
        )}
      </section>
      <aside className="sign-in__intro" aria-label="About myGWM">
        <p className="eyebrow">Owner portal</p>
        <p className="sign-in__pitch">Everything about your GWM or Haval, in one place.</p>
        <ul className="sign-in__benefits">
          <li>Your garage: every vehicle, its warranty and roadside cover</li>
          <li>Book a service with your preferred dealer</li>
          <li>How-to videos for your model</li>
        </ul>
      </aside>
    </div>
  );
}
