// The session calls both front ends make: who is signed in, and signing out.
import { api } from './api-client.ts';
import type { CurrentUser, UserAnswer } from './generated/types.ts';
import { clearToken } from './session.ts';

export async function fetchCurrentUser(): Promise<CurrentUser> {
  const { data } = await api.get<UserAnswer>('/user');
  return data;
}

/** Revokes the token on the server; the token is forgotten here even when that call fails. */
export async function endSession(): Promise<void> {
  try {
    await api.post('/logout');
  } catch {
    // An expired or revoked token, or no network: the user still asked to be signed out.
  } finally {
    clearToken();
  }
}
