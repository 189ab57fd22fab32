// The signed-in owner's bar under the header (docs/owner-app.md 2.2), on screens wider than a
// phone; on a phone the same items sit in the user menu.
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { isCurrent, ownerLinks } from './owner-links.ts';
import { session } from '../../session-state.ts';
import './owner-bar.css';

export function OwnerBar() {
  const { user } = useSnapshot(session);
  const [location] = useLocation();
  if (!user) return null;
  return (
    <nav className="owner-bar" aria-label="My GWM">
      <ul className="owner-bar__links">
        {ownerLinks(user).map((link) => (
          <li key={link.label}>
            <Link href={link.href} className="owner-bar__link" aria-current={isCurrent(link, location) ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
