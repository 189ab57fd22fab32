// The sign-in page's two steps: the password, with the ways to a forgotten password and to a new
// account; and, for a staff account with two-step sign-in, its authenticator app's code, with the
// way back to the password. Each step hands its inputs up, for the focus to go to a refused field.
import { Link } from 'wouter';
import { TextField } from '../../ui/text-field.tsx';
import { paths } from '../../paths.ts';
import type { LoginForm } from '../../../../shared/generated/types.ts';
import type { SecondStep, useSignIn } from './use-sign-in.ts';

export type Field = keyof LoginForm | keyof SecondStep;

interface StepProps {
  signIn: ReturnType<typeof useSignIn>;
  keepInput: (field: Field, input: HTMLInputElement | null) => void;
}

function ServerMessage({ message }: { message: string }) {
  return message ? (
    <p className="form-alert" role="alert">
      {message}
    </p>
  ) : null;
}

function Separator() {
  return (
    <div className="separator">
      <span>OR</span>
    </div>
  );
}

export function PasswordStep({ signIn: { password, submitPassword }, keepInput }: StepProps) {
  return (
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
          ref={(el) => keepInput('username', el)}
        />
        <TextField
          id="sign-in-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password.values.password}
          onChange={password.setField('password')}
          errors={password.fieldErrors.password}
          ref={(el) => keepInput('password', el)}
        />
        <ServerMessage message={password.serverMessage} />
        <button type="submit" className="button button--primary button--block" disabled={password.busy}>
          {password.busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <p className="sign-in__forgot">
        <Link href={paths.forgot}>I forgot my password</Link>
      </p>
      <Separator />
      <Link href={paths.register} className="button button--secondary button--block">
        Create my account
      </Link>
    </>
  );
}

export function CodeStep({ signIn: { code, submitCode, startAgain }, keepInput }: StepProps) {
  return (
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
          ref={(el) => keepInput('code', el)}
          // Asked for as soon as it shows: the password step was just sent.
          autoFocus
        />
        <ServerMessage message={code.serverMessage} />
        <button type="submit" className="button button--primary button--block" disabled={code.busy}>
          {code.busy ? 'Checking…' : 'Verify'}
        </button>
      </form>
      <Separator />
      <button type="button" className="button button--secondary button--block" onClick={startAgain}>
        Start again
      </button>
    </>
  );
}
