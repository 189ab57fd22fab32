// What proving who one is may try before it slows down, shared by the password, the second step's
// code and the two-step account calls: 5 tries per account from one address, then a wait of 30 s
// doubling to 15 minutes; 50 per address over every account. A stranger's guesses from elsewhere
// never keep the account's owner out of the password step; an office behind one address gets more
// room. The second step's codes count per account across every address as well, with the same
// waits: whoever tries them already holds the password, from as many addresses as they like.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { withRetryAfter } from '../../platform/http/retry-after.ts';
import { type Throttle, throttle, waitInWords } from '../../platform/throttle.ts';

const QUARTER_HOUR = 15 * 60;

/** A throttle and the keys an attempt counts under it. */
type Count = [Throttle, string[]];

/** Takes an attempt under every count, in order; the first that refuses gives back those taken before it and answers its wait. */
async function takeEach(counts: Count[]): Promise<number> {
  for (const [index, [counter, keys]] of counts.entries()) {
    const wait = await counter.take(keys);
    if (!wait) continue;
    for (const [taken, takenKeys] of counts.slice(0, index)) await taken.giveBack(takenKeys);
    return wait;
  }
  return 0;
}

export function signInAttempts(db: Db) {
  const rule = { free: 5, firstWaitSeconds: 30, maxWaitSeconds: QUARTER_HOUR, forgetSeconds: QUARTER_HOUR };
  const perAccountAndAddress = throttle(db, rule);
  const perAddress = throttle(db, { free: 50, firstWaitSeconds: 60, maxWaitSeconds: QUARTER_HOUR, forgetSeconds: QUARTER_HOUR });
  // The second step's codes also count per account across every address: whoever tries them holds the password.
  const perAccount = throttle(db, rule);
  const keys = (account: string, request: FastifyRequest) => ({ pair: [`sign-in:${account}:${request.ip}`], address: [`sign-in:${request.ip}`] });
  const countsOf = (account: string, request: FastifyRequest): Count[] => {
    const { pair, address } = keys(account, request);
    return [
      [perAccountAndAddress, pair],
      [perAddress, address],
    ];
  };

  /** Counts the attempt under `counts`, or answers 429 with Retry-After on `reply` and answers false. */
  async function take(counts: Count[], reply: FastifyReply): Promise<boolean> {
    const wait = await takeEach(counts);
    if (!wait) return true;
    await withRetryAfter(reply.status(429), wait).send({ status: 'error', message: `Too many sign-in attempts. Please try again in ${waitInWords(wait)}.` });
    return false;
  }

  /** The attempt was right: the account's failures from this address are forgotten, and the address's attempt given back. */
  async function succeeded(account: string, request: FastifyRequest): Promise<void> {
    const { pair, address } = keys(account, request);
    await perAccountAndAddress.clear(pair);
    await perAddress.giveBack(address);
  }

  return {
    /**
     * Counts an attempt at `account` (an email as typed, or a two-step account's codes) and answers
     * true; or answers 429 with Retry-After on `reply`, counts nothing and answers false.
     */
    take: (account: string, request: FastifyRequest, reply: FastifyReply) => take(countsOf(account, request), reply),
    succeeded,

    /** The second step of a sign-in: an attempt counted as `take` does, and per account across every address too. */
    takeSecondStep: (userId: number, request: FastifyRequest, reply: FastifyReply) =>
      take([...countsOf(twoStepAccount(userId), request), [perAccount, [`sign-in-code:${userId}`]]], reply),

    /** The second step was right: its counts forgotten as `succeeded` forgets them, the account's across addresses too. */
    async secondStepSucceeded(userId: number, request: FastifyRequest): Promise<void> {
      await succeeded(twoStepAccount(userId), request);
      await perAccount.clear([`sign-in-code:${userId}`]);
    },
  };
}

/** What a two-step account's codes are counted under: the same counts as a password, by the account's id. */
export const twoStepAccount = (userId: number) => `two-step:${userId}`;
