// Sign-in, sign-out and the signed-in user: POST /api/login, POST /api/login/two-step, POST
// /api/logout, GET /api/user. A staff account with two-step sign-in gets no access token for its
// password alone: the password answers a short-lived challenge (202), which the second step
// brings back with the authenticator app's code or a recovery code; its wrong codes count per
// account across addresses, and the fifth on one challenge ends it (wrong-code.ts).
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../core/config.ts';
import type { Done, Role, SignedIn, TwoStepChallenge } from '../../../shared/generated/types.ts';
import { isStaff, requireUser } from '../../platform/http/auth.ts';
import { signInChallengeRepository } from '../../queries/sign-in-challenges.ts';
import type { SessionUser } from '../../queries/tokens.ts';
import { twoStepRepository } from '../../queries/two-step.ts';
import { userRepository } from '../../queries/users.ts';
import { verifyPassword } from '../../core/passwords.ts';
import { signInAttempts } from './attempts.ts';
import { currentUser } from './current-user.ts';
import { WRONG_CODES_PER_CHALLENGE, recordWrongCode } from './wrong-code.ts';
import { typed } from '../../platform/http/typed.ts';

const FAILED = 'These credentials do not match our records.';
const WRONG_CODE = 'That code is not right, or it was used already. Enter the code your authenticator app shows now, or a recovery code.';
const CHALLENGE_GONE = 'This sign-in has expired. Please sign in with your password again.';
const CHALLENGE_ENDED = `That code is not right. After ${WRONG_CODES_PER_CHALLENGE} wrong codes this sign-in has ended: please sign in with your password again.`;
/** Long enough to open the authenticator app, short enough that a password alone is soon worth nothing. */
const CHALLENGE_MINUTES = 5;

export default async function sessionRoutes(instance: FastifyInstance, { config }: { config: Config }) {
  const app = typed(instance);
  const db = app.database.db;
  const accounts = userRepository(db);
  const challenges = signInChallengeRepository(db, CHALLENGE_MINUTES);
  const twoStep = twoStepRepository(db);
  const attempts = signInAttempts(db);
  const tag = 'Session';

  async function signedIn(user: SessionUser): Promise<SignedIn> {
    await accounts.recordLogin(user.id);
    const { token, expiresAt } = await app.tokens.issue(user.id);
    return { status: 'success', access_token: token, token_type: 'Bearer', expires_at: expiresAt.toISOString(), role: user.role as Role };
  }

  app.post(
    '/login',
    {
      schema: {
        tags: [tag],
        summary: 'Sign in with email and password; answers an access token, or (202) the challenge of the second step for an account with two-step sign-in',
        security: [],
        body: { $ref: 'LoginForm#', 'x-schema': 'login' },
        response: { 200: { $ref: 'SignedIn#' }, 202: { $ref: 'TwoStepChallenge#' }, 401: { $ref: 'Refusal#' }, 429: { $ref: 'Refusal#' } },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const account = username.trim().toLowerCase();
      if (!(await attempts.take(account, request, reply))) return reply;
      const user = await accounts.byEmail(username);
      // Checked even for an unknown email, so the time taken does not tell whether it has an account.
      const matches = await verifyPassword(user?.password, password);
      if (!user || !matches) return reply.status(401).send({ status: 'error', message: FAILED });
      await attempts.succeeded(account, request);
      if (isStaff(user) && user.two_step_enabled_at) {
        const { token, expiresAt } = await challenges.issue(user.id);
        return reply.status(202).send({ status: 'two_step', challenge_token: token, expires_at: expiresAt.toISOString() } satisfies TwoStepChallenge);
      }
      return signedIn(user);
    },
  );

  app.post(
    '/login/two-step',
    {
      schema: {
        tags: [tag],
        summary: "Second step of a sign-in: the password step's challenge and the authenticator app's 6-digit code or a recovery code; answers an access token",
        security: [],
        body: { $ref: 'TwoStepSignInForm#', 'x-schema': 'two-step-sign-in' },
        response: { 200: { $ref: 'SignedIn#' }, 401: { $ref: 'Refusal#' }, 429: { $ref: 'Refusal#' } },
      },
    },
    async (request, reply) => {
      const { challenge_token, code } = request.body;
      const user = await challenges.userFor(challenge_token);
      if (!user) return reply.status(401).send({ status: 'error', message: CHALLENGE_GONE });
      if (!(await attempts.takeSecondStep(user.id, request, reply))) return reply;
      if (!(await twoStep.acceptCode(user.id, code))) {
        const { ended, told } = await recordWrongCode(db, user, challenge_token, config.publicUrl);
        if (told) app.outbox.wake();
        return reply.status(401).send({ status: 'error', message: ended ? CHALLENGE_ENDED : WRONG_CODE });
      }
      // The challenge finishes one sign-in: a second request with it (and another good code) is refused.
      if (!(await challenges.end(challenge_token))) return reply.status(401).send({ status: 'error', message: CHALLENGE_GONE });
      await attempts.secondStepSucceeded(user.id, request);
      return signedIn(user);
    },
  );

  // A made-up or already revoked token signs nobody out: the caller is told (401), not reassured.
  app.post(
    '/logout',
    { onRequest: app.signedIn(), schema: { tags: [tag], summary: 'Revoke the access token of this request', response: { 200: { $ref: 'Done#' } } } },
    async (request): Promise<Done> => {
      await app.tokens.revoke(request.token!);
      return { status: 'success' };
    },
  );

  app.get(
    '/user',
    { onRequest: app.signedIn(), schema: { tags: [tag], summary: 'The signed-in user', response: { 200: { $ref: 'UserAnswer#' } } } },
    async (request) => currentUser(requireUser(request)),
  );
}
