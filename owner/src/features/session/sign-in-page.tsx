// /adminlogin, the one sign-in for everyone (docs/owner-app.md 2.3, docs/decisions.md). A staff
// account with two-step sign-in is asked, after its password, for its authenticator app's code.
import { useRef } from 'react';
import { CodeStep, type Field, PasswordStep } from './sign-in-steps.tsx';
import { useSignIn } from './use-sign-in.ts';
import './sign-in.css';

function SignInIntro() {
  return (
    <aside className="sign-in__intro" aria-label="About myGWM">
      <p className="eyebrow">Owner portal</p>
      <p className="sign-in__pitch">Everything about your GWM or Haval, in one place.</p>
      <ul className="sign-in__benefits">
        <li>Your garage: every vehicle, its warranty and roadside cover</li>
        <li>Book a service with your preferred dealer</li>
        <li>How-to videos for your model</li>
      </ul>
    </aside>
  );
}

export function SignInPage() {
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const signIn = useSignIn((field) => inputs.current[field]?.focus());
  const keepInput = (field: Field, input: HTMLInputElement | null) => {
    inputs.current[field] = input;
  };

  return (
    <div className="page sign-in">
      <section className="card sign-in__card" aria-labelledby="sign-in-title">
        {signIn.challenge === null ? <PasswordStep signIn={signIn} keepInput={keepInput} /> : <CodeStep signIn={signIn} keepInput={keepInput} />}
      </section>
      <SignInIntro />
    </div>
  );
}
