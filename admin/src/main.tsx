// The back office's entry: only an administrator gets past the check; everyone else goes to
// where they belong before anything shows (decisions.md, Shape).
import '../../shared/brand.css';
import './admin.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { type CurrentUser, fetchCurrentUser } from '../../shared/account.ts';
import { HOME_PATH, SIGN_IN_PATH } from '../../shared/routes.ts';
import { clearToken, isAdmin, readToken } from '../../shared/session.ts';
import { BackOffice } from './back-office.tsx';

/** The signed-in administrator, or where to send this visitor instead. */
async function admit(): Promise<CurrentUser | string> {
  if (!readToken()) return SIGN_IN_PATH;
  try {
    const user = await fetchCurrentUser();
    return isAdmin(user.role) ? user : HOME_PATH.owner;
  } catch {
    clearToken();
    return SIGN_IN_PATH;
  }
}

const admitted = await admit();
if (typeof admitted === 'string') {
  window.location.replace(admitted);
} else {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BackOffice user={admitted} />
    </StrictMode>,
  );
}
