// The navigation guard of docs/owner-app.md 2.1, 4 and 6: every navigation fetches the user.
// Logged-in pages send a refused token to sign-in with the token destroyed; a check that could not
// be made (offline, a server error) keeps it and says so, checking again once the network is back.
// Visitor pages send a signed-in user to their landing page; pages open to all just learn who is
// there. The back office (the dashboard) is another bundle, reached by a full page load.
import { type ReactNode, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { ApiError } from '../../../../shared/api-client.ts';
import type { CurrentUser } from '../../../../shared/generated/types.ts';
import { staffHome } from '../../../../shared/routes.ts';
import { readToken } from '../../../../shared/session.ts';
import { paths } from '../../paths.ts';
import { PageLoading } from '../../shell/page-loading.tsx';
import { useOnline } from '../../shell/use-online.ts';
import { forgetSession, isSessionRefused, loadUser, session } from '../../session-state.ts';
import { UncheckedSession } from './unchecked-session.tsx';

/**
 * user: signed-in owners only; visitor: people not signed in; any: everyone, the user
 * fetched when there is a token; open: no check at all (/logout, which ends the session).
 */
export type Access = 'user' | 'visitor' | 'any' | 'open';

type Outcome = { show: true } | { show: false; to: string; fullLoad?: boolean } | { show: false; problem: string };

const SHOW: Outcome = { show: true };
// Staff land in the back office, not the owner garage (docs/decisions.md, Shape): administrators on the
// dashboard, a dealer's staff on their bookings.
function landingOf(user: CurrentUser): Outcome {
  const staff = staffHome(user.role);
  return staff ? { show: false, to: staff, fullLoad: true } : { show: false, to: paths.home };
}

const UNEXPECTED = 'Something went wrong on our side. Please try again.';

/**
 * The user behind the kept token; null when there is none or the server refuses it (then it
 * goes). When the check could not be made the token stays: the user known before still counts,
 * else the problem is told.
 */
async function signedInUser(): Promise<{ user: CurrentUser | null } | { problem: string }> {
  if (!readToken()) return { user: null };
  try {
    return { user: await loadUser() };
  } catch (error) {
    if (isSessionRefused(error)) {
      forgetSession();
      return { user: null };
    }
    return session.user ? { user: session.user } : { problem: error instanceof ApiError ? error.message : UNEXPECTED };
  }
}

async function check(access: Exclude<Access, 'open'>): Promise<Outcome> {
  const checked = await signedInUser();
  // A page for everyone, or for visitors, can show while the session is unknown; an owner's page waits.
  if ('problem' in checked) return access === 'user' ? { show: false, problem: checked.problem } : SHOW;
  const { user } = checked;
  if (access === 'user') {
    if (!user) return { show: false, to: paths.login };
    // The owner pages are not staff's; their own landing page is in the back office.
    return staffHome(user.role) ? landingOf(user) : SHOW;
  }
  if (access === 'visitor' && user) return landingOf(user);
  return SHOW;
}

export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const [location, navigate] = useLocation();
  const { user } = useSnapshot(session);
  const [passedAt, setPassedAt] = useState<string | null>(null);
  const [unchecked, setUnchecked] = useState<{ at: string; problem: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const online = useOnline();

  // Checked again when the network comes back, or the owner asks to try again.
  useEffect(() => {
    if (access === 'open') return;
    let current = true;
    void check(access).then((outcome) => {
      if (!current) return;
      if (outcome.show) setPassedAt(location);
      else if ('problem' in outcome) setUnchecked({ at: location, problem: outcome.problem });
      else if (outcome.fullLoad) window.location.assign(outcome.to);
      else navigate(outcome.to, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [access, location, navigate, online, attempt]);

  // A signed-in owner keeps seeing pages while the next check runs; nobody else sees a page
  // before its check has passed, so a visitor page never flashes at a signed-in user.
  const ready = access === 'open' || access === 'any' || passedAt === location || (access === 'user' ? user !== null && !staffHome(user.role) : !readToken());
  if (ready) return children;
  if (unchecked?.at === location) {
    const tryAgain = () => {
      setUnchecked(null);
      setAttempt((n) => n + 1);
    };
    return <UncheckedSession problem={unchecked.problem} onTryAgain={tryAgain} />;
  }
  return <PageLoading />;
}
