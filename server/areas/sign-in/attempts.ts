// What proving who one is may try before it slows down, shared by the password, the second step's
// code and the two-step account calls: 5 tries per account from one address, then a wait of 30 s
// doubling to 15 minutes; 50 per address over every account. A stranger's guesses from elsewhere
// never keep the account's owner out; an office behind one address gets more room.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { withRetryAfter } from '../../platform/http/retry-after.ts';
import { throttle, waitInWords } from '../../platform/throttle.ts';

const QUARTER_HOUR = 15 * 60;

export function signInAttempts(db: Db) {
  const perAccountAndAddress = throttle(db, { free: 5, firstWaitSeconds: 30, maxWaitSeconds: QUARTER_HOUR, forgetSeconds: QUARTER_HOUR });
  const perAddress = throttle(db, { free: 50, firstWaitSeconds: 60, maxWaitSeconds: QUARTER_HOUR, forgetSeconds: QUARTER_HOUR });
  const keys = (account: string, request: FastifyRequest) => ({ pair: [`sign-in:${account}:${request.ip}`], address: [`sign-in:${request.ip}`] });

  return {
    /**
     * Counts an attempt at `account` (an email as typed, or `two-step:<user id>` for a code) and
     * answers true; or answers 429 with Retry-After on `reply`, counts nothing and answers false.
     */
    async take(account: string, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
      const { pair, address } = keys(account, request);
      let wait = await perAccountAndAddress.take(pair);
      if (!wait && (wait = await perAddress.take(address))) await perAccountAndAddress.giveBack(pair);
      if (!wait) return true;
      await withRetryAfter(reply.status(429), wait).send({ status: 'error', message: `Too many sign-in attempts. Please try again in ${waitInWords(wait)}.` });
      return false;
    },

    /** The attempt was right: the account's failures from this address are forgotten, and the address's attempt given back. */
    async succeeded(account: string, request: FastifyRequest): Promise<void> {
      const { pair, address } = keys(account, request);
      await perAccountAndAddress.clear(pair);
      await perAddress.giveBack(address);
    },
  };
}

/** The throttle's name for attempts at an account's second step (its authenticator or recovery codes). */
export const twoStepAccount = (userId: number) => `two-step:${userId}`;
