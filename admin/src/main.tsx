// The back office's entry: only an administrator gets past the check; everyone else goes to
// where they belong before anything shows (docs/decisions.md, Shape).
import './shell/shell-styles.ts';
import './admin.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchCurrentUser } from '../../shared/account.ts';
import { HOME_PATH, SIGN_IN_PATH } from '../../shared/routes.ts';
import { clearToken, isAdmin, readToken } from '../../shared/session.ts';
import { App } from './app.tsx';

/** Where this visitor must go instead, or undefined for an administrator. */
async function elsewhere(): Promise<string | undefined> {
  if (!readToken()) return SIGN_IN_PATH;
  try {
    return isAdmin((await fetchCurrentUser()).role) ? undefined : HOME_PATH.owner;
  } catch {
    clearToken();
    return SIGN_IN_PATH;
  }
}

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
