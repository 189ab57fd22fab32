// Refine's auth provider on our tokens. Signing in happens in the owner bundle (/adminlogin),
// so every way out of the back office is a full page load there.
import type { AuthProvider } from '@refinedev/core';
import { endSession } from '../../../shared/account.ts';
import { currentUser } from './current-user.ts';
import { SIGN_IN_PATH } from '../../../shared/routes.ts';
import { isAdmin, readToken } from '../../../shared/session.ts';

const leave = () => window.location.assign(SIGN_IN_PATH);

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
      return { authenticated: isAdmin((await currentUser()).role) };
    } catch {
      return { authenticated: false, logout: true };
    }
  },

  // An expired or revoked token ends the session; a refused call (403) only reports.
  onError: async (error: { statusCode?: number }) => (error?.statusCode === 401 ? { logout: true } : {}),

  getIdentity: async () => {
    const user = await currentUser();
    return { id: user.id, name: `${user.firstname} ${user.lastname}`.trim(), email: user.email };
  },
};
