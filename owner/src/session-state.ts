// Who is signed in, shared by the guard, the header and the pages. The token itself stays in
// local storage (shared/session.ts); this holds the user the last check answered.
import { proxy } from 'valtio';
import { endSession, fetchCurrentUser } from '../../shared/account.ts';
import type { CurrentUser, LoginForm, SignedIn, TwoStepChallenge, TwoStepSignInForm } from '../../shared/generated/types.ts';
import { api, ApiError } from '../../shared/api-client.ts';
import { staffHome } from '../../shared/routes.ts';
import { clearToken, storeToken } from '../../shared/session.ts';

export interface SessionState {
  user: CurrentUser | null;
}

export const session = proxy<SessionState>({ user: null });

/** Signed in (with the back office's page a staff member starts on), or a second step to take: the code of an account with two-step sign-in. */
export type SignInOutcome = { staffHome: string | undefined; challenge?: undefined } | { challenge: string };

function keep(reply: SignedIn): SignInOutcome {
  storeToken(reply.access_token);
  session.user = null;
  return { staffHome: staffHome(reply.role) };
}

/** Checks the password; signs in and keeps the token, or answers the challenge of the second step. Throws ApiError. */
export async function signIn(credentials: LoginForm): Promise<SignInOutcome> {
  const reply = await api.post<SignedIn | TwoStepChallenge>('/login', credentials);
  return reply.status === 'two_step' ? { challenge: reply.challenge_token } : keep(reply);
}

/** The second step: the authenticator app's code or a recovery code, with the password step's challenge. Throws ApiError. */
export async function finishSignIn(challenge: string, code: string): Promise<SignInOutcome> {
  return keep(await api.post<SignedIn>('/login/two-step', { challenge_token: challenge, code } satisfies TwoStepSignInForm));
}

/**
 * The server refused the token (expired, revoked or unknown): the one failure that ends a session.
 * Without a network, or with the server failing, the session may well be good, so it stays.
 */
export const isSessionRefused = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Fetches the signed-in user; a refused token forgets the user (docs/owner-app.md 8), any failure is rethrown. */
export async function loadUser(): Promise<CurrentUser> {
  try {
    const user = await fetchCurrentUser();
    session.user = user;
    return user;
  } catch (error) {
    if (isSessionRefused(error)) session.user = null;
    throw error;
  }
}

/** Ends the session here and on the server; never fails. */
export async function signOut(): Promise<void> {
  await endSession();
  session.user = null;
}

/** What the guard does when the server refuses the token: it is no good, so it goes. */
export function forgetSession(): void {
  clearToken();
  session.user = null;
}
