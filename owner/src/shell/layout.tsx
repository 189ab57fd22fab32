// The public layout of owner-portal.txt 2.2, reduced to what this issue needs: a header with
// the wordmark and the session link, the page, and a copyright line.
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { session } from '../features/session/session-state.ts';
import { paths } from '../paths.ts';
import { PRODUCT_TITLE } from './page-title.ts';

function SessionLink() {
  const { user } = useSnapshot(session);
  const [location] = useLocation();
  if (user) {
    return (
      <nav className="site-header__nav" aria-label="Account">
        <span className="site-header__user">{user.firstname}</span>
        <Link href={paths.logout} className="site-header__link">Log out</Link>
      </nav>
    );
  }
  if (location === paths.login) return null;
  return (
    <nav className="site-header__nav" aria-label="Account">
      <Link href={paths.login} className="site-header__link">Sign in</Link>
    </nav>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { user } = useSnapshot(session);
  return (
    <div className="layout">
      <a className="skip-link" href="#main">Skip to content</a>
      <header className="site-header">
        <Link href={user ? paths.home : paths.maintenance} className="wordmark" aria-label={`${PRODUCT_TITLE} home`}>
          my<strong>GWM</strong>
        </Link>
        <SessionLink />
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <p>© {new Date().getFullYear()} GWM. Owner portal for GWM and Haval vehicles in Australia and New Zealand.</p>
      </footer>
    </div>
  );
}
