// The page title follows the route (docs/back-office.md, Route table): "<Section> | myGWM".
import { sectionOf } from '../../../shared/back-office-sections.ts';

export const PRODUCT_TITLE = 'myGWM';

export function titleFor(pathname: string): string {
  const section = sectionOf(pathname);
  return section ? `${section.label} | ${PRODUCT_TITLE}` : PRODUCT_TITLE;
}
