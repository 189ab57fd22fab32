// Which page each back-office path shows. Every generated resource gets the generic screen
// unless an override replaces it; hand-built screens exist only where the spec asks for more
// than CRUD. Every page is its own chunk, so the first load stays small.
import { type ComponentType, lazy } from 'react';
import { resources } from '../../generated/resources.ts';

export interface Screen {
  path: string;
  Page: ComponentType;
}

const ResourceScreen = lazy(() => import('./resource-screen.tsx'));
const UploadPage = lazy(() => import('../features/uploads/upload-page.tsx'));

/** Hand-built pages by path; a path here replaces the generic screen of the same path. */
const overrides: Record<string, ComponentType> = {
  '/dashboard': lazy(() => import('../features/dashboard/dashboard-page.tsx')),
  '/dealers': lazy(() => import('../features/dealers/dealers-page.tsx')),
  '/dealers/:id': lazy(() => import('../features/dealers/dealer-edit-page.tsx')),
  '/modelsspecs': lazy(() => import('../features/model-specs/model-specs-page.tsx')),
  '/apiusers': lazy(() => import('../features/api-keys/api-keys-page.tsx')),
  '/auditlog': lazy(() => import('../features/audit-log/audit-log-page.tsx')),
  ...Object.fromEntries(['/loadusers', '/loadpentanas', '/updatepmas'].map((path) => [path, UploadPage])),
};

const generic: Screen[] = resources
  .filter((resource) => !overrides[resource.path])
  .map((resource) => ({ path: resource.path, Page: () => <ResourceScreen resource={resource.name} /> }));

/** The route table's record paths on a generic screen (back-office.txt 2, /models/{id?}): the list with that record's dialog open. */
const records: Screen[] = [{ path: '/models/:id', Page: () => <ResourceScreen resource="models" /> }];

export const SCREENS: Screen[] = [...Object.entries(overrides).map(([path, Page]) => ({ path, Page })), ...generic, ...records];
