// The route table of docs/owner-app.md 2.1 that both front ends and the server agree on: which
// paths belong to the back office (staff only, its sections and who opens each in
// back-office-sections.ts) and which to the owner app, and where each role lands.
import { sectionOf } from './back-office-sections.ts';
import type { Role } from './entity-types.ts';

/** Whether a path is the back office's: a section's, or one of its records' (`/dealers/12`). */
export const isAdminPath = (pathname: string): boolean => sectionOf(pathname) !== undefined;

/** Where each kind of user lands after signing in. */
export const HOME_PATH = { admin: '/dashboard', dealer: '/vehicleservices', owner: '/home' } as const;

const STAFF_HOME: Partial<Record<Role, string>> = { ADMIN: HOME_PATH.admin, DEALER: HOME_PATH.dealer };

/** Where a staff member lands in the back office, by role (dealer staff on their bookings); undefined for an owner or an API account. */
export const staffHome = (role: string | null | undefined): string | undefined => STAFF_HOME[(role ?? '').toUpperCase() as Role];

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
