// The route table of owner-portal.txt 2.1 that both front ends and the server agree on: which
// paths belong to the back office (admin only) and which to the owner app.

/** Admin-only paths; `/dealers/{id?}` and `/models/{id?}` also match with an id after them. */
export const ADMIN_PATHS = [
  '/dashboard',
  '/dealers',
  '/models',
  '/colours',
  '/trims',
  '/specs',
  '/modelsspecs',
  '/accessories',
  '/costs',
  '/users',
  '/pentanas',
  '/apiusers',
  '/configurations',
  '/pentanavehicles',
  '/vehicles',
  '/marketing',
  '/vehicleservices',
  '/loadpentanas',
  '/loadusers',
  '/updatepmas',
  '/postcodes',
  '/synchistory',
  '/content',
] as const;

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
