// Sign-in, sign-out and the signed-in user: POST /api/login, POST /api/logout, GET /api/user.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { userRepository } from '../../repositories/users.ts';
import { verifyPassword } from '../../services/passwords.ts';
import { throttle, waitInMinutes } from '../../services/throttle.ts';
import { currentUser } from './current-user.ts';

const FAILED = 'These credentials do not match our records.';

export default async function sessionRoutes(app: FastifyInstance) {
  const accounts = userRepository(app.database.db);
  // One person guessing is stopped after a few tries; an office behind one address gets more room.
  const perEmail = throttle({ attempts: 5, windowSeconds: 15 * 60 });
  const perAddress = throttle({ attempts: 50, windowSeconds: 15 * 60 });
  const tag = 'Session';

  app.post('/login', {
    schema: {
      tags: [tag],
      summary: 'Sign in with email and password; answers an access token',
      security: [],
      body: { $ref: 'LoginForm#', 'x-schema': 'login' },
    },
  }, async (request, reply) => {
    const { username, password } = request.body as { username: string; password: string };
    const email = [username.trim().toLowerCase()];
    const address = [request.ip];
    const wait = Math.max(await perEmail.waitSeconds(email), await perAddress.waitSeconds(address));
    if (wait > 0) {
      return reply.status(429).send({ status: 'error', message: `Too many sign-in attempts. Please try again in ${waitInMinutes(wait)}.` });
    }
    const user = await accounts.byEmail(username);
    if (!user || !(await verifyPassword(user.password, password))) {
      await Promise.all([perEmail.fail(email), perAddress.fail(address)]);
      return reply.status(401).send({ status: 'error', message: FAILED });
    }
    await perEmail.reset(email);
    await accounts.recordLogin(user.id);
    const { token, expiresAt } = await app.tokens.issue(user.id);
    return { status: 'success', access_token: token, token_type: 'Bearer', expires_at: expiresAt.toISOString(), role: user.role };
  });

  app.post('/logout', { schema: { tags: [tag], summary: 'Revoke the access token of this request' } }, async (request) => {
    if (!request.token) throw new HttpError(401, 'Please sign in to continue.');
    await app.tokens.revoke(request.token);
    return { status: 'success' };
  });

  app.get('/user', { schema: { tags: [tag], summary: 'The signed-in user' } }, async (request) => {
    return currentUser(requireUser(request));
  });
}
