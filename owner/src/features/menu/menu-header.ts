// The menu header document (`menu-header`): the logo and the header links the content store
// holds (docs/owner-app.md 7). A document missing or malformed leaves the built-in logo and no links.
import type { ContentItem } from '../../../../shared/generated/types.ts';

export interface HeaderLink {
  linkText: string;
  linkURL: string;
}

export interface MenuHeader {
  logoUrl: string;
  links: HeaderLink[];
}

/** Shipped with the app (owner/public), so the header has a logo before and without the content store. */
export const DEFAULT_LOGO = '/images/logo.svg';

export const EMPTY_HEADER: MenuHeader = { logoUrl: DEFAULT_LOGO, links: [] };

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function readMenuHeader({ elements }: Pick<ContentItem, 'elements'>): MenuHeader {
  const values = record(elements.menus).values;
  const links = (Array.isArray(values) ? values : [])
    .map((value) => ({ linkText: text(record(value).linkText), linkURL: text(record(value).linkURL) }))
    .filter((link) => link.linkText && link.linkURL);
  return { logoUrl: text(record(elements.logo).url) || DEFAULT_LOGO, links };
}
