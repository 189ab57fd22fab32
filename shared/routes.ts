// The route table of docs/owner-app.md 2.1 that both front ends and the server agree on: which
// paths belong to the back office (admin only, its sections in back-office-sections.ts) and which
// to the owner app.
import { sectionOf } from './back-office-sections.ts';

/** Whether a path is the back office's (admin only): a section's, or one of its records' (`/dealers/12`). */
export const isAdminPath = (pathname: string): boolean => sectionOf(pathname) !== undefined;

/** Where each kind of user lands after signing in. */
export const HOME_PATH = { admin: '/dashboard', owner: '/home' } as const;
export const SIGN_IN_PATH = '/adminlogin';
/** The owner's own details (My account), where service reminders are turned on and off. */
export const MY_ACCOUNT_PATH = '/myaccount';

/** The service booking form with one of the owner's vehicles already chosen: the garage's button and the service reminder email link to it. */
export const BOOK_VEHICLE_PARAM = 'vehicle';
export const bookServiceFor = (vehicleId: number) => `/book/service?${BOOK_VEHICLE_PARAM}=${vehicleId}`;
/** The recall booking form for an affected vehicle: the recall notice's button and email link to it (docs/decisions.md, "Recalls"). */
export const bookRecallFor = (vehicleId: number) => `/book/recall?${BOOK_VEHICLE_PARAM}=${vehicleId}`;

/** Prefix of the back office's built assets, so the two front ends never share a file name. */
export const ADMIN_ASSET_BASE = '/admin/';
