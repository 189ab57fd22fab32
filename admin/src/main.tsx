// The back office's entry: only an administrator gets past the check; everyone else goes to
// where they belong before anything shows (docs/decisions.md, Shape).
import './shell/shell-styles.ts';
import './admin.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { currentUser } from './providers/current-user.ts';
import { HOME_PATH, SIGN_IN_PATH } from '../../shared/routes.ts';
import { clearToken, isAdmin, readToken } from '../../shared/session.ts';
import { App } from './app.tsx';
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

// An administrator's screen is on its way while the check runs (a visitor without a token fetches nothing).
if (readToken()) preloadScreen(window.location.pathname);
const redirect = await elsewhere();
if (redirect) {
  window.location.replace(redirect);
} else {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
