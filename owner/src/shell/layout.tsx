// The public frame of docs/owner-app.md 2.2 around every page of the owner app: a strip of the
// content store's header links, the header (logo, the Models menu, sign-in or the user menu),
// the signed-in owner's bar, a notice while the browser is offline, the page, and the footer. The app fills the slots from its
// features (frame.tsx), so the shell knows nothing of sessions or content.
import type { ReactNode } from 'react';
import { OfflineNotice } from './offline-notice.tsx';
import { SiteFooter } from './site-footer.tsx';

interface LayoutProps {
  /** Header links, on a strip above the header (wide screens only). */
  quickLinks?: ReactNode;
  logo: ReactNode;
  menu?: ReactNode;
  account?: ReactNode;
  /** Under the header, for signed-in owners. */
  ownerBar?: ReactNode;
  children: ReactNode;
}

export function Layout({ quickLinks, logo, menu, account, ownerBar, children }: LayoutProps) {
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        {quickLinks && <div className="site-header__strip">{quickLinks}</div>}
        <div className="site-header__main">
          {logo}
          {menu}
          <div className="site-header__account">{account}</div>
        </div>
        {ownerBar}
      </header>
      <OfflineNotice />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
