// The route table of owner-portal.txt 2.1 that both front ends and the server agree on: which
// paths belong to the back office (admin only) and which to the owner app.
import { GENERIC_SCREEN_PATHS } from './generated/screen-paths.ts';

/**
 * Admin-only paths: every generic back-office screen (one per entity, generated) and the
 * hand-built ones of the route table. `/dealers/{id?}` and `/models/{id?}` also match with an id.
 */
export const ADMIN_PATHS: readonly string[] = [
  ...new Set([...GENERIC_SCREEN_PATHS, '/dashboard', '/dealers', '/modelsspecs', '/apiusers', '/loadpentanas', '/loadusers', '/updatepmas']),
];

const WITH_ID = new Set(['/dealers', '/models']);

export function isAdminPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return ADMIN_PATHS.some((p) => path === p || (WITH_ID.has(p) && path.startsWith(`${p}/`) && !path.slice(p.length + 1).includes('/')));
}

/** Where each kind of user lands after signing in. */
export const HOME_PATH = { admin: '/dashboard', owner: '/home' } as const;
export const SIGN_IN_PATH = '/adminlogin';

/** Prefix of the back office's built assets, so the two front ends never share a file name. */
export const ADMIN_ASSET_BASE = '/admin/';
