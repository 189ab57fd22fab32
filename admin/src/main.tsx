// The back office's entry: only an administrator gets past the check; everyone else goes to
// where they belong before anything shows (docs/decisions.md, Shape). An administrator who must
// set up two-step sign-in first (it is required and theirs is off) sees only that setup.
import './shell/shell-styles.ts';
import './admin.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { currentUser } from './providers/current-user.ts';
import { HOME_PATH, SIGN_IN_PATH } from '../../shared/routes.ts';
import { clearToken, isAdmin, readToken } from '../../shared/session.ts';
import { App } from './app.tsx';
import { twoStepStatus } from './features/two-step/two-step-calls.ts';
import { preloadScreen } from './screens/registry.tsx';

/** Where this visitor must go instead, or undefined for an administrator. */
async function elsewhere(): Promise<string | undefined> {
  if (!readToken()) return SIGN_IN_PATH;
  try {
    return isAdmin((await currentUser()).role) ? undefined : HOME_PATH.owner;
  } catch {
    clearToken();
    return SIGN_IN_PATH;
  }
}

// An administrator's screen is on its way while the check runs (a visitor without a token fetches nothing),
// and so is whether two-step sign-in must be set up first (anyone else's ask is refused and ignored).
const mustSetUpTwoStep = readToken()
  ? twoStepStatus().then(
      (status) => status.required && !status.enabled,
      () => false,
    )
  : undefined;
if (readToken()) preloadScreen(window.location.pathname);
const redirect = await elsewhere();
if (redirect) {
  window.location.replace(redirect);
} else {
  const Page = (await mustSetUpTwoStep) ? (await import('./features/two-step/required-setup-page.tsx')).default : App;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Page />
    </StrictMode>,
  );
}
