// What the signed-in staff member may open and do, from the sections' one declaration
// (shared/back-office-sections.ts, `roles`): an administrator everything, dealer staff their bookings
// and their dealer. The entry learns the role before the first screen draws, so nothing shows and
// then goes.
import { createContext, type ReactNode, useContext } from 'react';
import { accessOf, opensPath, type SectionAccess, SECTIONS, sectionOf } from '../../../shared/back-office-sections.ts';
import type { Role } from '../../../shared/entity-types.ts';
import { staffHome } from '../../../shared/routes.ts';

export interface Access {
  role: Role;
  /** Where this account lands: the administrator's dashboard, dealer staff's bookings. */
  home: string;
  /** The landing page's name, for a link back to it. */
  homeLabel: string;
  /** Whether this account opens a back-office path. */
  opens: (pathname: string) => boolean;
  /** What this account may do on a resource's screen; undefined where it may not open it. */
  accessTo: (resource: string) => SectionAccess | undefined;
}

export function accessFor(role: Role): Access {
  const home = staffHome(role) ?? '/';
  return {
    role,
    home,
    homeLabel: sectionOf(home)?.label ?? 'the start page',
    opens: (pathname) => opensPath(role, pathname),
    accessTo: (resource) => {
      const section = SECTIONS.find((s) => s.resource === resource);
      return section && accessOf(section, role);
    },
  };
}

// Outside the provider nothing opens: a part drawn there by mistake offers no more than an owner's.
const AccessContext = createContext<Access>(accessFor('USER'));

export function AccessProvider({ role, children }: { role: Role; children: ReactNode }) {
  return <AccessContext value={accessFor(role)}>{children}</AccessContext>;
}

export const useAccess = () => useContext(AccessContext);
