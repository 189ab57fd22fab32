// Sign-in, sign-out and the signed-in user: POST /api/login, POST /api/logout, GET /api/user.
import type { FastifyInstance } from 'fastify';
import type { Done, Role, SignedIn } from '../../../shared/generated/types.ts';
import { requireUser } from '../../plugins/auth.ts';
import { userRepository } from '../../repositories/users.ts';
import { verifyPassword } from '../../services/passwords.ts';
import { throttle, waitInWords } from '../../services/throttle.ts';
import { currentUser } from './current-user.ts';

const FAILED = 'These credentials do not match our records.';

export default async function sessionRoutes(app: FastifyInstance) {
  const accounts = userRepository(app.database.db);
  // Guesses at one account from one address slow down after a few tries, so a stranger's guesses
  // from elsewhere never keep the owner out; an office behind one address gets more room.
  const perEmailAndAddress = throttle(app.database.db, { free: 5, firstWaitSeconds: 30, maxWaitSeconds: 15 * 60, forgetSeconds: 15 * 60 });
  const perAddress = throttle(app.database.db, { free: 50, firstWaitSeconds: 60, maxWaitSeconds: 15 * 60, forgetSeconds: 15 * 60 });
  const tag = 'Session';

  app.post(
    '/login',
    {
      schema: {
        tags: [tag],
        summary: 'Sign in with email and password; answers an access token',
        security: [],
        body: { $ref: 'LoginForm#', 'x-schema': 'login' },
        response: { 200: { $ref: 'SignedIn#' }, 401: { $ref: 'Refusal#' }, 429: { $ref: 'Refusal#' } },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body as { username: string; password: string };
      const pair = [`sign-in:${username.trim().toLowerCase()}:${request.ip}`];
      const address = [`sign-in:${request.ip}`];
      let wait = await perEmailAndAddress.take(pair);
      if (!wait && (wait = await perAddress.take(address))) await perEmailAndAddress.giveBack(pair);
      if (wait > 0) {
        return reply
          .status(429)
          .header('retry-after', String(wait))
          .send({ status: 'error', message: `Too many sign-in attempts. Please try again in ${waitInWords(wait)}.` });
      }
      const user = await accounts.byEmail(username);
      // Checked even for an unknown email, so the time taken does not tell whether it has an account.
      const matches = await verifyPassword(user?.password, password);
      if (!user || !matches) return reply.status(401).send({ status: 'error', message: FAILED });
      await perEmailAndAddress.clear(pair);
      await perAddress.giveBack(address);
      await accounts.recordLogin(user.id);
      const { token, expiresAt } = await app.tokens.issue(user.id);
      return { status: 'success', access_token: token, token_type: 'Bearer', expires_at: expiresAt.toISOString(), role: user.role as Role } satisfies SignedIn;
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
