// The drawer's sections in the order of the route table, each with its screen path and label.
// Generic screens take their labels from the generated resources; hand-built screens name theirs;
// a resource the list does not name (a new entity) is added at the end.
import { resources } from '../generated/resources.ts';

export interface Section {
  path: string;
  label: string;
}

const generic = (name: string): Section => {
  const resource = resources.find((r) => r.name === name);
  if (!resource) throw new Error(`No generated resource "${name}"`);
  return { path: resource.path, label: resource.label };
};

/** The route table's sections in its order; entities added later follow them. */
const ORDERED: Section[] = [
  { path: '/dashboard', label: 'Dashboard' },
  { path: '/dealers', label: 'Dealers' },
  generic('models'),
  { path: '/modelsspecs', label: 'Model Specs' },
  generic('colours'),
  generic('trims'),
  generic('specs'),
  generic('accessories'),
  generic('costs'),
  { ...generic('messages'), label: 'Marketing' },
  generic('users'),
  generic('pentanas'),
  generic('pentanavehicles'),
  generic('vehicles'),
  generic('postcodes'),
  generic('vehicleservices'),
  { path: '/apiusers', label: 'API Keys' },
  generic('configurator'),
  { ...generic('syncruns'), label: 'Sync history' },
  generic('contentdocuments'),
  { ...generic('auditlog'), label: 'Audit log' },
];

export const SECTIONS: Section[] = [
  ...ORDERED,
  ...resources.filter((r) => !ORDERED.some((s) => s.path === r.path)).map((r) => ({ path: r.path, label: r.label })),
];

/** The section a path belongs to, for the page title and the active link. */
export function sectionOf(pathname: string): Section | undefined {
  return SECTIONS.find((s) => pathname === s.path || pathname.startsWith(`${s.path}/`));
}
