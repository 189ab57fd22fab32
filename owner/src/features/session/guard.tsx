// The navigation guard of docs/owner-app.md 2.1, 4 and 6: every navigation fetches the user.
// Logged-in pages send a failed check to sign-in with the token destroyed; visitor pages send a
// signed-in user to their landing page; pages open to all just learn who is there. The
// back office (the dashboard) is another bundle, reached by a full page load.
import { type ReactNode, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { CurrentUser } from '../../../../shared/generated/types.ts';
import { isAdmin, readToken } from '../../../../shared/session.ts';
import { DASHBOARD_PATH, paths } from '../../paths.ts';
import { PageLoading } from '../../shell/page-loading.tsx';
import { forgetSession, loadUser, session } from '../../session-state.ts';

/**
 * user: signed-in owners only; visitor: people not signed in; any: everyone, the user
 * fetched when there is a token; open: no check at all (/logout, which ends the session).
 */
export type Access = 'user' | 'visitor' | 'any' | 'open';

type Outcome = { show: true } | { show: false; to: string; fullLoad?: boolean };

const SHOW: Outcome = { show: true };
// Administrators land on the dashboard, not the owner garage (docs/decisions.md, Shape).
const landingOf = (user: CurrentUser): Outcome => (isAdmin(user.role) ? { show: false, to: DASHBOARD_PATH, fullLoad: true } : { show: false, to: paths.home });

/** The user behind the kept token; null when there is none or it no longer works (then it goes). */
async function signedInUser(): Promise<CurrentUser | null> {
  if (!readToken()) return null;
  try {
    return await loadUser();
  } catch {
    forgetSession();
    return null;
  }
}

async function check(access: Exclude<Access, 'open'>): Promise<Outcome> {
  const user = await signedInUser();
  if (access === 'user') {
    if (!user) return { show: false, to: paths.login };
    // The owner pages are not the administrator's; their own landing page is in the back office.
    return isAdmin(user.role) ? landingOf(user) : SHOW;
  }
  if (access === 'visitor' && user) return landingOf(user);
  return SHOW;
}

export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const [location, navigate] = useLocation();
  const { user } = useSnapshot(session);
  const [passedAt, setPassedAt] = useState<string | null>(null);

  useEffect(() => {
    if (access === 'open') return;
    let current = true;
    void check(access).then((outcome) => {
      if (!current) return;
      if (outcome.show) setPassedAt(location);
      else if (outcome.fullLoad) window.location.assign(outcome.to);
      else navigate(outcome.to, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [access, location, navigate]);

  // A signed-in owner keeps seeing pages while the next check runs; nobody else sees a page
  // before its check has passed, so a visitor page never flashes at a signed-in user.
  const ready = access === 'open' || access === 'any' || passedAt === location || (access === 'user' ? user !== null && !isAdmin(user.role) : !readToken());
  return ready ? children : <PageLoading />;
}
