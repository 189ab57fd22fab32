// What a download of a stored file answers, from the request's headers and the file's size and tag
// (RFC 9110 13 and 14): 304 when the caller holds it already (If-None-Match), 206 with one span of
// it (Range, kept only while If-Range still names this file), 416 for a span outside it, else 200.
// A Range this does not read (another unit, several spans, bad syntax) is ignored: the whole file.
import type { ByteRange, StoredFile } from './store.ts';

export type Answer = { status: 200 | 304 | 416 } | { status: 206; range: ByteRange };

export interface DownloadHeaders {
  range?: string;
  'if-none-match'?: string;
  'if-range'?: string;
}

/** Tags compared weakly (RFC 9110 8.8.3.2), as If-None-Match does: W/"x" and "x" are the same file. */
const weak = (tag: string) => tag.trim().replace(/^W\//, '');

function holdsAlready(ifNoneMatch: string | undefined, etag: string) {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => weak(tag) === weak(etag));
}

/** The one span a Range header asks for, 'outside' when none of it is in the file, undefined when the header is to be ignored. */
export function spanOf(header: string, size: number): ByteRange | 'outside' | undefined {
  const found = /^bytes=\s*(\d*)-(\d*)\s*$/.exec(header);
  if (!found || (!found[1] && !found[2])) return undefined;
  const [first, last] = [found[1] ? Number(found[1]) : undefined, found[2] ? Number(found[2]) : undefined];
  if (first === undefined) {
    // bytes=-N: the last N bytes.
    if (last === 0 || size === 0) return 'outside';
    return { start: Math.max(0, size - last!), end: size - 1 };
  }
  if (last !== undefined && last < first) return undefined;
  if (first >= size) return 'outside';
  return { start: first, end: Math.min(last ?? size - 1, size - 1) };
}

export function answerTo(headers: DownloadHeaders, file: Pick<StoredFile, 'size' | 'etag'>): Answer {
  if (holdsAlready(headers['if-none-match'], file.etag)) return { status: 304 };
  // If-Range compares strongly and only by tag (we send no Last-Modified): anything else gets the whole file.
  if (!headers.range || (headers['if-range'] !== undefined && headers['if-range'].trim() !== file.etag)) return { status: 200 };
  const span = spanOf(headers.range, file.size);
  if (span === 'outside') return { status: 416 };
  return span ? { status: 206, range: span } : { status: 200 };
}

/**
 * `inline` with the name a person sees when saving the file: a plain-ASCII `filename` every
 * browser reads and, when the name has other characters, the exact one as RFC 5987's `filename*`.
 */
export function inlineDisposition(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters would break the header
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  const ascii = clean.replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (ascii === clean) return `inline; filename="${ascii}"`;
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
