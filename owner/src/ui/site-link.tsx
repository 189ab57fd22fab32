// A link whose address comes from content or configuration: a path of this app moves on
// without a page load, anything else (the marketing site) is an ordinary link.
import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'wouter';

export const isAppPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

export function SiteLink({ href, ...rest }: SiteLinkProps) {
  return isAppPath(href) ? <Link href={href} {...rest} /> : <a href={href} {...rest} />;
}
