// The signed-in user as the back office asks for it. At start three asks come at once (the entry's
// check, Refine's check and its identity): they share one answer, so the first screen's list is
// not held up by two more round trips. An answer is reused for a few seconds only, so a later
// check still sees a changed role or a revoked token.
import { fetchCurrentUser } from '../../../shared/account.ts';
import type { CurrentUser } from '../../../shared/generated/types.ts';

const FRESH_MS = 5_000;
let asked: { at: number; answer: Promise<CurrentUser> } | undefined;

export function currentUser(now = Date.now()): Promise<CurrentUser> {
  if (!asked || now - asked.at > FRESH_MS) {
    const answer = fetchCurrentUser();
    // A failed ask is not kept: the next one asks again.
    answer.catch(() => {
      if (asked?.answer === answer) asked = undefined;
    });
    asked = { at: now, answer };
  }
  return asked.answer;
}
