// The session calls both front ends make: who is signed in, and signing out.
import { api } from './api-client.ts';
import type { User } from './generated/types.ts';
import { clearToken } from './session.ts';

/** What GET /api/user answers (owner-portal.txt 3, "From the user call"). */
export type CurrentUser = Pick<User, 'id' | 'firstname' | 'lastname' | 'email' | 'role'> &
  Partial<Pick<User, 'state' | 'dealers_id' | 'mobile_phone' | 'other_phone' | 'address_line_1' | 'suburb' | 'postcode' | 'consent'>>;

export async function fetchCurrentUser(): Promise<CurrentUser> {
  const { data } = await api.get<{ data: CurrentUser }>('/user');
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
