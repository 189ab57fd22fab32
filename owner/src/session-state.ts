// Who is signed in, shared by the guard, the header and the pages. The token itself stays in
// local storage (shared/session.ts); this holds the user the last check answered.
import { proxy } from 'valtio';
import { endSession, fetchCurrentUser } from '../../shared/account.ts';
import type { CurrentUser, SignedIn } from '../../shared/generated/types.ts';
import { api } from '../../shared/api-client.ts';
import { clearToken, isAdmin, storeToken } from '../../shared/session.ts';

export interface SessionState {
  user: CurrentUser | null;
}

export const session = proxy<SessionState>({ user: null });

export interface Credentials {
  username: string;
  password: string;
}

/** Signs in and keeps the token; tells whether the user is an administrator. Throws ApiError. */
export async function signIn(credentials: Credentials): Promise<{ admin: boolean }> {
  const reply = await api.post<SignedIn>('/login', credentials);
  storeToken(reply.access_token);
  session.user = null;
  return { admin: isAdmin(reply.role) };
}

/** Fetches the signed-in user; a failure forgets the user (docs/owner-app.md 8) and rethrows. */
export async function loadUser(): Promise<CurrentUser> {
  try {
    const user = await fetchCurrentUser();
    session.user = user;
    return user;
  } catch (error) {
    session.user = null;
    throw error;
  }
}

/** Ends the session here and on the server; never fails. */
export async function signOut(): Promise<void> {
  await endSession();
  session.user = null;
}

/** What the guard does when the user check fails: the token is no good, so it goes. */
export function forgetSession(): void {
  clearToken();
  session.user = null;
}
