// The one check a record's address passes before a screen makes it a link (owner app and back
// office alike): http and https pass, and so does a path of this site, which the browser resolves
// to this page's own http or https origin; `javascript:`, `data:`, `vbscript:` or an address that
// does not parse is no link at all. The schemas refuse such addresses on the way in (the common
// webAddress); this holds for what they cannot see: content elements, older records, the Acoustic hub.

/** Any http(s) origin: only the protocol a relative address resolves to matters here. */
const RESOLVED_AGAINST = 'https://site.invalid/';

/** The address as given when a browser would follow it over http or https, else undefined. */
export function safeHref(address: string | null | undefined): string | undefined {
  if (!address) return undefined;
  try {
    // The WHATWG parser, as the browser's: it drops the tabs, line breaks and leading controls
    // that `java\tscript:` hides behind, so what it sees is the scheme the browser would follow.
    const { protocol } = new URL(address, RESOLVED_AGAINST);
    return protocol === 'http:' || protocol === 'https:' ? address : undefined;
  } catch {
    return undefined;
  }
}
