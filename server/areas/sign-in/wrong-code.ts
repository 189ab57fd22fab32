// A wrong code at the second step of a sign-in: whoever sends it holds the account's password. The
// fifth wrong code on one challenge ends it (the password step starts again), and at the tenth on
// the account within an hour its owner is emailed, from any number of addresses alike.
import type { Db } from '../../db/connect.ts';
import type { MailMessage } from '../../core/mail-message.ts';
import { queueMail } from '../../queries/outbox.ts';
import { countWrongCode, endChallenge } from '../../queries/sign-in-challenges.ts';
import { countInWindow } from '../../queries/throttle-counters.ts';

/** Wrong codes one challenge takes: the fifth ends it. */
export const WRONG_CODES_PER_CHALLENGE = 5;
/** Wrong codes on an account within the window that email its owner. */
const WRONG_CODES_TOLD = 10;
const WINDOW_SECONDS = 60 * 60;

function wrongCodesEmail(owner: { email: string; firstname: string }, publicUrl: string): MailMessage {
  return {
    to: owner.email,
    subject: 'Wrong sign-in codes were tried on your myGWM account',
    text: [
      `Hello ${owner.firstname},`,
      '',
      `In the last hour ${WRONG_CODES_TOLD} wrong codes were entered at the second step of signing in to your myGWM account. Only someone who knows your password reaches that step.`,
      '',
      `If it was not you, choose a new password now: ${publicUrl}/forgotpassword`,
      '',
      'myGWM',
    ].join('\n'),
  };
}

/** Counts a wrong code on the challenge and the account; answers whether the challenge has ended and whether the owner was emailed. */
export async function recordWrongCode(db: Db, user: { id: number; email: string; firstname: string }, challengeToken: string, publicUrl: string) {
  const ended = (await countWrongCode(db, challengeToken)) >= WRONG_CODES_PER_CHALLENGE && (await endChallenge(db, challengeToken));
  const told = (await countInWindow(db, `sign-in-code-wrong:${user.id}`, WINDOW_SECONDS)) === WRONG_CODES_TOLD;
  if (told) await queueMail(db, [wrongCodesEmail(user, publicUrl)]);
  return { ended, told };
}
