// Reads the bearer token of every request into request.user, and gives routes `allow(...)`,
// a guard that answers 401 to a visitor and 403 to a signed-in user of another role. Routes use
// it as their `onRequest` hook, so access is decided before the query, params and body are
// validated: a caller without access learns nothing from 422 answers.
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../shared/entity-types.ts';
import type { Config } from '../config.ts';
import { HttpError } from '../errors.ts';
import { type SessionUser, type TokenRepository, tokenRepository } from '../repositories/tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenRepository;
    /** An onRequest hook letting through ADMIN and the roles named (runs before validation). */
    allow(...roles: Role[]): onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    token: string | null;
  }
}

export const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
};

export const roleOf = (user: SessionUser): Role => (user.role.toUpperCase() as Role);

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, 'Please sign in to continue.');
  return request.user;
}

async function authPlugin(app: FastifyInstance, options: { config: Config }) {
  app.decorate('tokens', tokenRepository(app.database.db, options.config.tokenHours));
  app.decorateRequest('user', null);
  app.decorateRequest('token', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = bearerToken(request);
    if (!token) return;
    request.token = token;
    request.user = (await app.tokens.userFor(token)) ?? null;
  });

  app.decorate('allow', (...roles: Role[]): onRequestAsyncHookHandler => {
    const allowed = new Set<Role>(['ADMIN', ...roles]);
    return async (request) => {
      const user = requireUser(request);
      if (!allowed.has(roleOf(user))) throw new HttpError(403, 'Your account does not have access to this.');
    };
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['database'] });
