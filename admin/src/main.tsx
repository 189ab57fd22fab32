// The back office's entry: only staff get past the check (an administrator, or a dealer's staff
// member for their own sections: shared/back-office-sections.ts); everyone else goes to where they
// belong before anything shows (docs/decisions.md, Shape). A staff member who must set up two-step
// sign-in first (it is required and theirs is off) sees only that setup.
import './shell/shell-styles.ts';
import './admin.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { currentUser } from './providers/current-user.ts';
import { entersBackOffice } from '../../shared/back-office-sections.ts';
import type { Role } from '../../shared/entity-types.ts';
import { HOME_PATH, SIGN_IN_PATH } from '../../shared/routes.ts';
import { clearToken, readToken } from '../../shared/session.ts';
import { App } from './app.tsx';
import { AccessProvider } from './providers/access.tsx';
import { twoStepStatus } from './features/two-step/two-step-calls.ts';
import { preloadScreen } from './screens/registry.tsx';

/** The staff member's role, or where this visitor must go instead. */
async function signedInStaff(): Promise<{ role: Role } | { redirect: string }> {
  if (!readToken()) return { redirect: SIGN_IN_PATH };
  try {
    const { role } = await currentUser();
    return entersBackOffice(role) ? { role } : { redirect: HOME_PATH.owner };
  } catch {
    clearToken();
    return { redirect: SIGN_IN_PATH };
  }
}

/**
 * Draws the back office for a staff member, or sends anyone else where they belong. Not top-level
 * await: the entry's chunk also holds what the pages' chunks import, and a chunk being imported
 * waits until the entry has run to its end, so the entry may not wait for one of them.
 */
async function start(): Promise<void> {
  // A staff member's screen is on its way while the check runs (a visitor without a token fetches nothing),
  // and so is whether two-step sign-in must be set up first (anyone else's ask is refused and ignored).
  const mustSetUpTwoStep = readToken()
    ? twoStepStatus().then(
        (status) => status.required && !status.enabled,
        () => false,
      )
    : undefined;
  if (readToken()) preloadScreen(window.location.pathname);
  const staff = await signedInStaff();
  if ('redirect' in staff) {
    window.location.replace(staff.redirect);
    return;
  }
  const Page = (await mustSetUpTwoStep) ? (await import('./features/two-step/required-setup-page.tsx')).default : App;
  // Drawn as a transition, the first render gives the browser a turn every few milliseconds rather
  // than holding it in one long task (on a slow machine, time in which a click goes unanswered).
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AccessProvider role={staff.role}>
          <Page />
        </AccessProvider>
      </StrictMode>,
    ),
  );
}

void start();
