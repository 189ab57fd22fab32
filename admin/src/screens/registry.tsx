// Which page each back-office path shows, from the sections' one declaration
// (shared/back-office-sections.ts): the generic screen of its resource, or the hand-built page it
// names under features/. Every page is its own chunk, so the first load stays small.
import { type ComponentType, lazy } from 'react';
import { type Section, SECTIONS } from '../../../shared/back-office-sections.ts';

export interface Screen {
  path: string;
  Page: ComponentType;
}

const ResourceScreen = lazy(() => import('./resource-screen.tsx'));
const PAGES = import.meta.glob<{ default: ComponentType }>('../features/*/*-page.tsx');

/** One lazy component per page file, however many sections show it (the three uploads). */
const pages = new Map<string, ComponentType>();
function pageOf(name: string): ComponentType {
  const file = `../features/${name}.tsx`;
  const load = PAGES[file];
  if (!load) throw new Error(`A back-office section names the page "${name}", but there is no ${file.slice(3)}`);
  if (!pages.has(file)) pages.set(file, lazy(load));
  return pages.get(file)!;
}

function screensOf({ path, resource, page, record }: Section): Screen[] {
  const generic = resource === undefined ? undefined : () => <ResourceScreen resource={resource} />;
  const Page = page ? pageOf(page) : generic;
  if (!Page) throw new Error(`The back-office section ${path} has neither a resource nor a page`);
  const Record = typeof record === 'string' ? pageOf(record) : record ? Page : undefined;
  return Record
    ? [
        { path, Page },
        { path: `${path}/:id`, Page: Record },
      ]
    : [{ path, Page }];
}

export const SCREENS: Screen[] = SECTIONS.flatMap(screensOf);
