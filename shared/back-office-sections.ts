// The back office's sections in the order of the route table (docs/back-office.md, Route table): the
// one declaration the drawer, the routes, the page titles, the hand-built pages and the admin-only
// paths of the server and the owner app all follow. A section shows a resource on the generic
// screen, or a hand-built page named by its file under admin/src/features/ ("dashboard/dashboard-page"
// is features/dashboard/dashboard-page.tsx). Entities this list does not name (a new one) follow it, on
// the generic screen: adding an entity needs no line here. Administrators open every section;
// a section names the other roles that open it too, and what they may do there (`roles`).
import type { Role } from './entity-types.ts';
import { GENERIC_SCREENS } from './generated/screen-paths.ts';

/**
 * What a role other than an administrator may do in a section: `read` its list (its own records,
 * as the server scopes them) and nothing more; `act` adds the screen's own actions on a record (a
 * booking's confirm). Adding, editing, deleting, exports, marketing pushes, uploads and record pages
 * stay the administrators'.
 */
export type SectionUse = 'read' | 'act';
/** Everything: an administrator's use of every section. */
export type SectionAccess = SectionUse | 'all';

interface SectionDeclaration {
  /** The resource (API route) a generic screen shows; its path and label come from its schema. */
  resource?: string;
  /** For a hand-built section with no resource of its own. */
  path?: string;
  /** Where the drawer and the page title name it other than by its resource's plural. */
  label?: string;
  /** A hand-built page in place of the generic screen. */
  page?: string;
  /** `/path/{id}` opens one record: with this hand-built page, or on the section's own screen (`true`). */
  record?: string | true;
  /** Reached from another section's button only, not from the drawer (the CSV uploads). */
  inDrawer?: false;
  /** The roles besides administrators that open it, and what they may do there. */
  roles?: Partial<Record<Role, SectionUse>>;
}

export interface Section {
  path: string;
  label: string;
  resource?: string;
  page?: string;
  record?: string | true;
  inDrawer: boolean;
  roles: Partial<Record<Role, SectionUse>>;
}

const DECLARED: SectionDeclaration[] = [
  { path: '/dashboard', label: 'Dashboard', page: 'dashboard/dashboard-page' },
  // Dealer staff (docs/decisions.md, "Bookings both ways"): their own dealer, read only, and its bookings, which they move on.
  { resource: 'dealers', record: 'dealers/dealer-edit-page', roles: { DEALER: 'read' } },
  { resource: 'models', record: true },
  { path: '/modelsspecs', label: 'Model Specs', page: 'model-specs/model-specs-page' },
  { resource: 'colours' },
  { resource: 'trims' },
  { resource: 'specs' },
  { resource: 'accessories' },
  { resource: 'costs' },
  { resource: 'messages', label: 'Marketing' },
  { resource: 'users' },
  { resource: 'pentanas' },
  { resource: 'pentanavehicles' },
  { resource: 'vehicles' },
  { resource: 'postcodes' },
  { resource: 'vehicleservices', roles: { DEALER: 'act' } },
  { path: '/apiusers', label: 'API Keys', page: 'api-keys/api-keys-page' },
  { resource: 'configurator' },
  { resource: 'syncruns', label: 'Sync history' },
  { resource: 'contentdocuments' },
  { resource: 'auditlog', label: 'Audit log', page: 'audit-log/audit-log-page' },
  { path: '/loadusers', label: 'Bulk load portal users', page: 'uploads/upload-page', inDrawer: false },
  { path: '/loadpentanas', label: 'Bulk load CRM owners', page: 'uploads/upload-page', inDrawer: false },
  { path: '/updatepmas', label: 'Update PMAs', page: 'uploads/upload-page', inDrawer: false },
  { path: '/loadrecalls', label: 'Bulk load recall VINs', page: 'uploads/upload-page', inDrawer: false },
];

function resolve(declared: SectionDeclaration): Section {
  const generic = declared.resource === undefined ? undefined : GENERIC_SCREENS.find((s) => s.resource === declared.resource);
  if (declared.resource !== undefined && !generic) throw new Error(`The back office's sections name "${declared.resource}", which has no generic screen`);
  const path = declared.path ?? generic?.path;
  const label = declared.label ?? generic?.label;
  if (!path || !label) throw new Error('A back-office section needs a resource, or a path and a label');
  const { resource, page, record, inDrawer = true, roles = {} } = declared;
  return { path, label, resource, page, record, inDrawer, roles };
}

export const SECTIONS: readonly Section[] = [
  ...DECLARED.map(resolve),
  ...GENERIC_SCREENS.filter((screen) => !DECLARED.some((d) => d.resource === screen.resource)).map((screen) => resolve({ resource: screen.resource })),
];

/** The section a path belongs to: its own path, or one of its records' (`/dealers/12`). */
export function sectionOf(pathname: string): Section | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return SECTIONS.find((s) => path === s.path || (s.record && path.startsWith(`${s.path}/`) && !path.slice(s.path.length + 1).includes('/')));
}

const upper = (role: string | null | undefined) => (role ?? '').toUpperCase() as Role;

/** What `role` may do in a section: everything for an administrator, what the section declares for another role, else nothing. */
export function accessOf(section: Section, role: string | null | undefined): SectionAccess | undefined {
  return upper(role) === 'ADMIN' ? 'all' : section.roles[upper(role)];
}

/** Whether `role` opens a back-office path: a section it has a use of; a record page (`/dealers/12`, which edits) only with every use. */
export function opensPath(role: string | null | undefined, pathname: string): boolean {
  const section = sectionOf(pathname);
  const use = section && accessOf(section, role);
  const isRecord = section !== undefined && (pathname.replace(/\/+$/, '') || '/') !== section.path;
  return use !== undefined && (!isRecord || use === 'all');
}

/** Whether the back office lets `role` in at all: an administrator, or a role some section names. */
export const entersBackOffice = (role: string | null | undefined) => SECTIONS.some((section) => accessOf(section, role) !== undefined);
