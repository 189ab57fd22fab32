// What the registration routes share: the invitations, and the count of a visitor's attempts at
// one, per code from one address and per address, refusing a caller who failed too often.
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../core/errors.ts';
import type { Db } from '../../db/connect.ts';
import { throttle, waitInWords } from '../../platform/throttle.ts';
import { type Invitation, invitationRepository } from '../../queries/invitations.ts';

const QUARTER_HOUR = 15 * 60;

export function registrationCalls(db: Db) {
  // Per code from one address: enough for a person who mistypes, far too few to guess an email or a
  // vehicle, and a stranger's wrong tries from elsewhere never lock the code for its invitee. Per
  // address: more room for a dealership whose owners register on its network, far too little to
  // guess codes.
  const perCodeAndAddress = throttle(db, { free: 10, firstWaitSeconds: QUARTER_HOUR, maxWaitSeconds: QUARTER_HOUR, forgetSeconds: QUARTER_HOUR });
  const perAddress = throttle(db, { free: 50, firstWaitSeconds: QUARTER_HOUR, maxWaitSeconds: QUARTER_HOUR, forgetSeconds: QUARTER_HOUR });

  return {
    invitations: invitationRepository(db),
    tags: ['Registration'],

    /** Counts the attempt, refusing a caller who failed too often; a check that passes is given back. */
    async attempt(request: FastifyRequest, { invitation_code }: Invitation) {
      const pair = [`registration-code:${invitation_code.trim().toUpperCase()}:${request.ip}`];
      const address = [`registration:${request.ip}`];
      let wait = await perCodeAndAddress.take(pair);
      if (!wait && (wait = await perAddress.take(address))) await perCodeAndAddress.giveBack(pair);
      if (wait > 0) throw new HttpError(429, `Too many registration attempts. Please try again in ${waitInWords(wait)}.`, wait);
      return { passed: () => Promise.all([perCodeAndAddress.giveBack(pair), perAddress.giveBack(address)]) };
    },
  };
}

export type RegistrationCalls = ReturnType<typeof registrationCalls>;
