// Refine's auth provider on our tokens. Signing in happens in the owner bundle (/adminlogin),
// so every way out of the back office is a full page load there.
import type { AuthProvider } from '@refinedev/core';
import { endSession } from '../../../shared/account.ts';
import { api } from '../../../shared/api-client.ts';
import { entersBackOffice } from '../../../shared/back-office-sections.ts';
import type { CurrentUser, Dealer } from '../../../shared/generated/types.ts';
import { currentUser } from './current-user.ts';
import { SIGN_IN_PATH } from '../../../shared/routes.ts';
import { readToken } from '../../../shared/session.ts';

// Once: a logout and the 401s of the queries still running each ask to leave, and a second
// navigation to the same page would abort the first.
let leaving = false;
const leave = () => {
  if (leaving) return;
  leaving = true;
  window.location.assign(SIGN_IN_PATH);
};

export const authProvider: AuthProvider = {
  login: async () => {
    leave();
    return { success: false };
  },

  logout: async () => {
    await endSession();
    leave();
    return { success: true };
  },

  check: async () => {
    if (!readToken()) return { authenticated: false, logout: true };
    try {
      return { authenticated: entersBackOffice((await currentUser()).role) };
    } catch {
      return { authenticated: false, logout: true };
    }
  },

  // An expired or revoked token ends the session; a refused call (403) only reports.
  onError: async (error: { statusCode?: number }) => (error?.statusCode === 401 ? { logout: true } : {}),

  getIdentity: async () => {
    const user = await currentUser();
    return { id: user.id, name: `${user.firstname} ${user.lastname}`.trim(), email: user.email, dealer: await dealerOf(user) };
  },
};

/** The dealer a dealer's staff member works for, by name, shown at the drawer's foot; none for an administrator. */
async function dealerOf(user: CurrentUser): Promise<string | undefined> {
  if (user.role !== 'DEALER' || user.dealers_id === null) return undefined;
  try {
    return (await api.get<Dealer>(`/dealers/${user.dealers_id}`)).name;
  } catch {
    // Their name still shows; the dealer's is a courtesy.
    return undefined;
  }
}
