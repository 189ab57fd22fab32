// When to try again after a failure, for every retry the server makes: the outbox's emails
// (platform/mail/sender.ts) and the calls to the marketing platforms (areas/sync/http.ts). A wait
// doubles from a first one, up to a longest, or is what the other side's Retry-After asked, which
// the Acoustic hub's delivery reads here too (areas/content/acoustic-delivery.ts). Each wait is
// drawn a little apart at random, so the failures of one moment (a mail server down, a platform
// refusing a burst) do not all come back in the same instant: a doubling wait up to a tenth
// shorter, so its longest stays the longest, and an asked one up to a tenth longer, never sooner
// than asked.

/** The share of a wait drawn at random. */
const JITTER = 0.1;

export interface Backoff {
  /** The wait after the first failed try, doubling after each. */
  firstMs: number;
  /** The longest wait, however many tries failed. */
  longestMs?: number;
}

/** How long to wait after the `tries`-th try failed (1 for the first), `askedMs` when the other side said (Retry-After). */
export function retryWaitMs(tries: number, { firstMs, longestMs = Infinity }: Backoff, askedMs?: number, random = Math.random): number {
  const spread = JITTER * random();
  if (askedMs !== undefined) return Math.round(askedMs * (1 + spread));
  return Math.round(Math.min(firstMs * 2 ** Math.max(0, tries - 1), longestMs) * (1 - spread));
}

/**
 * A Retry-After header (whole seconds, or an HTTP date) as milliseconds from `now`, believed up to
 * `longestMs`; 0 for a date already past, undefined when there is none or it cannot be read.
 */
export function retryAfterMs(header: string | null, longestMs: number, now = Date.now()): number | undefined {
  const text = header?.trim();
  if (!text) return undefined;
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now;
  return Number.isNaN(ms) ? undefined : Math.min(Math.max(ms, 0), longestMs);
}

// The outbox's emails: tried again about 30 s after the first failure, doubling each time, at most
// an hour apart, and given up (state failed, for staff to retry) after the twelfth try, about five
// hours after the first. A claim lasts longer than one SMTP conversation can (smtp.ts's timeouts),
// so a live sender's lease never runs out under it.
export const FIRST_RETRY_MS = 30_000;
export const LONGEST_WAIT_MS = 60 * 60_000;
export const MAX_TRIES = 12;
export const LEASE_MS = 2 * 60_000;

/** How long to wait after the `tries`-th try of an email failed (1 for the first); null when none is left. */
export function retryDelayMs(tries: number, random = Math.random): number | null {
  if (tries >= MAX_TRIES) return null;
  return retryWaitMs(tries, { firstMs: FIRST_RETRY_MS, longestMs: LONGEST_WAIT_MS }, undefined, random);
}
