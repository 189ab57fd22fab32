// The user menu of docs/owner-app.md 2.2: a button with the first name opening the full name in
// upper case, Account Details and Log Out. On a phone the owner bar's items move in here too
// (owner-bar.css shows them only there).
import { Link, useLocation } from 'wouter';
import type { CurrentUser } from '../../../../shared/generated/types.ts';
import { staffHome } from '../../../../shared/routes.ts';
import { paths } from '../../paths.ts';
import { useDisclosure } from '../../ui/use-disclosure.ts';
import { isCurrent, ownerLinks } from './owner-links.ts';
import './owner-bar.css';

export function UserMenu({ user }: { user: CurrentUser }) {
  const { rootRef, buttonProps, panelProps } = useDisclosure();
  const [location] = useLocation();
  // Staff meet this app only on a page it does not know; the owner's items are not theirs.
  const items = staffHome(user.role) ? [] : ownerLinks(user);
  return (
    <div className="user-menu" ref={rootRef}>
      <button type="button" className="user-menu__button" {...buttonProps}>
        <span className="user-menu__avatar" aria-hidden="true">
          {user.firstname.charAt(0)}
        </span>
        <span className="user-menu__first">{user.firstname}</span>
        <span className="chevron" aria-hidden="true" />
      </button>
      <div className="user-menu__panel" {...panelProps}>
        <p className="user-menu__name">{`${user.firstname} ${user.lastname}`.toUpperCase()}</p>
        <ul className="user-menu__items">
          {items.map((link) => (
            <li key={link.label} className="user-menu__phone-only">
              <Link href={link.href} className="user-menu__item" aria-current={isCurrent(link, location) ? 'page' : undefined}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <Link href={paths.myaccount} className="user-menu__item" aria-current={location === paths.myaccount ? 'page' : undefined}>
              Account Details
            </Link>
          </li>
          <li>
            <Link href={paths.logout} className="user-menu__item">
              Log Out
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
