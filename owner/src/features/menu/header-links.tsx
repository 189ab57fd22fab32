// The header links of the menu header document (linkText, linkURL), in the strip above the
// header on wide screens and inside the Models overlay on a phone.
import { useSnapshot } from 'valtio';
import { SiteLink } from '../../ui/site-link.tsx';
import { menu } from './menu-state.ts';
import './menu.css';

export function HeaderLinks({ onFollow }: { onFollow?: () => void }) {
  const { header } = useSnapshot(menu);
  return (
    <ul className="header-links">
      {header.links.map(({ linkText, linkURL }) => (
        <li key={`${linkText} ${linkURL}`}>
          <SiteLink href={linkURL} className="header-links__link" onClick={onFollow}>
            {linkText}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

export function QuickLinks() {
  return (
    <nav className="quick-links" aria-label="Quick links">
      <HeaderLinks />
    </nav>
  );
}
