// Which page each back-office path shows, from the sections' one declaration
// (shared/back-office-sections.ts): the generic screen of its resource, or the hand-built page it
// names under features/. Every page is its own chunk, so the first load stays small.
import { type ComponentType, lazy } from 'react';
import { matchPath } from 'react-router';
import { type Section, SECTIONS } from '../../../shared/back-office-sections.ts';

export interface Screen {
  path: string;
  Page: ComponentType;
  /** Fetches the page's chunks (what rendering it would fetch), without rendering it. */
  load(): Promise<unknown>;
}

const loadResourceScreen = () => import('./resource-screen.tsx');
const ResourceScreen = lazy(loadResourceScreen);
const loadPageStyles = () => import('./page-styles.ts');
/** Mantine's full stylesheet, which comes with the first screen, not with the shell (shell/shell-styles.ts). */
export const PageStyles = lazy(loadPageStyles);
const PAGES = import.meta.glob<{ default: ComponentType }>('../features/*/*-page.tsx');

/** One lazy component per page file, however many sections show it (the three uploads). */
const pages = new Map<string, Omit<Screen, 'path'>>();
function pageOf(name: string): Omit<Screen, 'path'> {
  const file = `../features/${name}.tsx`;
  const load = PAGES[file];
  if (!load) throw new Error(`A back-office section names the page "${name}", but there is no ${file.slice(3)}`);
  if (!pages.has(file)) pages.set(file, { Page: lazy(load), load });
  return pages.get(file)!;
}

function screensOf({ path, resource, page, record }: Section): Screen[] {
  const generic = resource === undefined ? undefined : { Page: () => <ResourceScreen resource={resource} />, load: loadResourceScreen };
  const list = page ? pageOf(page) : generic;
  if (!list) throw new Error(`The back-office section ${path} has neither a resource nor a page`);
  const one = typeof record === 'string' ? pageOf(record) : record ? list : undefined;
  return one
    ? [
        { path, ...list },
        { path: `${path}/:id`, ...one },
      ]
    : [{ path, ...list }];
}

export const SCREENS: Screen[] = SECTIONS.flatMap(screensOf);

/**
 * Starts fetching the page styles and the chunks of the screen at `pathname`, so that they arrive
 * while the sign-in is being checked rather than one after another once it is done.
 */
export function preloadScreen(pathname: string): void {
  const screen = SCREENS.find(({ path }) => matchPath(path, pathname));
  // A chunk that fails here fails again when the page renders, which says so.
  for (const load of [loadPageStyles, screen?.load]) load?.().catch(() => undefined);
}
