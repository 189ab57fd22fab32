// A link whose address comes from content or configuration: a path of this app moves on
// without a page load, an http or https address (the marketing site) is an ordinary link, and
// anything else (a `javascript:` address in a content document) is the same content, not a link.
import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'wouter';
import { safeHref } from '../../../shared/safe-link.ts';

// `//host` and `/\host` name another site (browsers read a backslash there as a slash).
export const isAppPath = (href: string) => href.startsWith('/') && !/^\/[/\\]/.test(href);

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

export function SiteLink({ href, className, children, ...rest }: SiteLinkProps) {
  const safe = safeHref(href);
  if (!safe) return <span className={className}>{children}</span>;
  return isAppPath(safe) ? (
    <Link href={safe} className={className} {...rest}>
      {children}
    </Link>
  ) : (
    <a href={safe} className={className} {...rest}>
      {children}
    </a>
  );
}
