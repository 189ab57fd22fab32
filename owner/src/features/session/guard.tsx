// The navigation guard of owner-portal.txt 2.1 and 4. Logged-in pages check the user on every
// navigation and send a failed check to sign-in with the token destroyed; visitor pages send a
// signed-in user to their landing page. What the other bundle owns is reached by a full load.
import { type ReactNode, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { isAdmin, readToken } from '../../../../shared/session.ts';
import { DASHBOARD_PATH, paths } from '../../paths.ts';
import { PageLoading } from '../../shell/page-loading.tsx';
import { forgetSession, loadUser, session } from './session-state.ts';

export type Access = 'user' | 'visitor' | 'open';

type Outcome = { show: true } | { show: false; to: string; fullLoad?: boolean };

const SHOW: Outcome = { show: true };

async function checkUser(): Promise<Outcome> {
  try {
    if (!readToken()) throw new Error('No token');
    await loadUser();
    return SHOW;
  } catch {
    forgetSession();
    return { show: false, to: paths.login };
  }
}

async function checkVisitor(): Promise<Outcome> {
  if (!readToken()) return SHOW;
  try {
    const user = await loadUser();
    // Administrators land on the dashboard, not the owner garage (decisions.md, Shape).
    return isAdmin(user.role) ? { show: false, to: DASHBOARD_PATH, fullLoad: true } : { show: false, to: paths.home };
  } catch {
    forgetSession();
    return SHOW;
  }
}

export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const [location, navigate] = useLocation();
  const { user } = useSnapshot(session);
  const [passedAt, setPassedAt] = useState<string | null>(null);

  useEffect(() => {
    if (access === 'open') return;
    let current = true;
    (access === 'user' ? checkUser() : checkVisitor()).then((outcome) => {
      if (!current) return;
      if (outcome.show) setPassedAt(location);
      else if (outcome.fullLoad) window.location.assign(outcome.to);
      else navigate(outcome.to, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [access, location, navigate]);

  // A signed-in user keeps seeing pages while the next check runs; nobody else sees a page
  // before its check has passed, so a visitor page never flashes at a signed-in user.
  const ready = access === 'open' || passedAt === location || (access === 'user' ? user !== null : !readToken());
  return ready ? children : <PageLoading />;
}
