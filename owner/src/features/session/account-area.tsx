// The header's right-hand side: the user menu when someone is signed in, else the way to sign in.
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { readToken } from '../../../../shared/session.ts';
import { paths } from '../../paths.ts';
import { session } from '../../session-state.ts';
import { UserMenu } from './user-menu.tsx';

export function AccountArea() {
  const { user } = useSnapshot(session);
  const [location] = useLocation();
  if (user) return <UserMenu user={user} />;
  // A token whose user is still being checked: neither a name nor "Sign in" yet.
  if (readToken() || location === paths.login) return null;
  return (
    <Link href={paths.login} className="header-action">
      Sign in
    </Link>
  );
}
