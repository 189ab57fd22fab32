// When a failed email is tried again: 30 s after the first failure, doubling each time, at most an
// hour apart, and given up (state failed, for staff to retry) after the twelfth try, about five
// hours after the first. A claim lasts longer than one SMTP conversation can (smtp.ts's timeouts),
// so a live sender's lease never runs out under it.
export const FIRST_RETRY_MS = 30_000;
export const LONGEST_WAIT_MS = 60 * 60_000;
export const MAX_TRIES = 12;
export const LEASE_MS = 2 * 60_000;

/** How long to wait after the `tries`-th try failed (1 for the first); null when none is left. */
export function retryDelayMs(tries: number): number | null {
  if (tries >= MAX_TRIES) return null;
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, tries - 1), LONGEST_WAIT_MS);
}
