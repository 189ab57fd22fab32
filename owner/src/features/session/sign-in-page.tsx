// /adminlogin, the one sign-in for everyone (docs/owner-app.md 2.3, docs/decisions.md).
import { useRef } from 'react';
import { Link } from 'wouter';
import { TextField } from '../../ui/text-field.tsx';
import { paths } from '../../paths.ts';
import type { Credentials } from '../../session-state.ts';
import { useSignIn } from './use-sign-in.ts';
import './sign-in.css';

export function SignInPage() {
  const inputs = useRef<Partial<Record<keyof Credentials, HTMLInputElement | null>>>({});
  const { values, setField, fieldErrors, busy, serverMessage, submit } = useSignIn((field) => inputs.current[field]?.focus());

  return (
    <div className="page sign-in">
      <section className="card sign-in__card" aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">Sign in</h1>
        <form onSubmit={submit} noValidate className="stack" aria-busy={busy}>
          <TextField
            id="sign-in-email"
            label="Email"
            type="email"
            autoComplete="username"
            inputMode="email"
            value={values.username}
            onChange={setField('username')}
            errors={fieldErrors.username}
            ref={(el) => {
              inputs.current.username = el;
            }}
          />
          <TextField
            id="sign-in-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={setField('password')}
            errors={fieldErrors.password}
            ref={(el) => {
              inputs.current.password = el;
            }}
          />
          {serverMessage && (
            <p className="form-alert" role="alert">
              {serverMessage}
            </p>
          )}
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
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
