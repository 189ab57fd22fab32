// The public footer of docs/owner-app.md 2.2: the maker's marketing links, its social pages and
// the copyright line. Every link leaves for the marketing site.
import { FOOTER_COLUMNS, LEGAL_LINKS, type MarketingLink, SOCIAL_LINKS } from './marketing-links.ts';

function LinkList({ links, className }: { links: MarketingLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map(({ label, href }) => (
        <li key={label}>
          <a href={href}>{label}</a>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav className="site-footer__columns" aria-label="GWM">
        {FOOTER_COLUMNS.map(({ heading, links }) => (
          <div key={heading}>
            <h2 className="site-footer__heading">{heading}</h2>
            <LinkList links={links} className="site-footer__links" />
          </div>
        ))}
        <div>
          <h2 className="site-footer__heading">Follow GWM</h2>
          <LinkList links={SOCIAL_LINKS} className="site-footer__links" />
        </div>
      </nav>
      <div className="site-footer__legal">
        <p>© {new Date().getFullYear()} GWM Australia and New Zealand. All rights reserved.</p>
        <LinkList links={LEGAL_LINKS} className="site-footer__inline" />
      </div>
    </footer>
  );
}
