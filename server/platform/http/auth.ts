// Reads the bearer token of every request into request.user, and gives routes `allow(...)`,
// a guard that answers 401 to a visitor and 403 to a signed-in user of another role. Routes use
// it as their `onRequest` hook, so access is decided before the query, params and body are
// validated: a caller without access learns nothing from 422 answers. The roles a route allows are
// written into its OpenAPI operation (`x-roles`), so API users and the access tests read them there.
// While an administrator requires two-step sign-in, a staff member who has not set it up is let
// through only the calls that set it up (`allowBeforeTwoStep`), who they are and signing out.
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../../shared/entity-types.ts';
import type { Config } from '../../core/config.ts';
import { HttpError } from '../../core/errors.ts';
import { KeptSecuritySettings, securitySettingsRepository } from '../../queries/security-settings.ts';
import { SessionCache } from '../../queries/session-cache.ts';
import { type SessionUser, type TokenRepository, tokenRepository } from '../../queries/tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenRepository;
    /** An onRequest hook letting through ADMIN and the roles named (runs before validation). */
    allow(...roles: Role[]): onRequestAsyncHookHandler;
    /** `allow`'s hook that also lets through staff who must still set up two-step sign-in (the calls that set it up). */
    allowBeforeTwoStep(...roles: Role[]): onRequestAsyncHookHandler;
    /** The hook letting through every signed-in role, staff who must still set up two-step sign-in too. */
    signedIn(): onRequestAsyncHookHandler;
    /** The security settings, as this server keeps them between changes. */
    securitySettings: KeptSecuritySettings;
  }
  interface FastifySchema {
    /** The roles `allow` lets through, documented in the OpenAPI operation. */
    'x-roles'?: Role[];
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

export const roleOf = (user: SessionUser): Role => user.role.toUpperCase() as Role;

/** Staff: the accounts that sign in to the back office (administrators and dealer staff) and may (or must) use two-step sign-in; not owners, not API keys. */
export const isStaff = (user: Pick<SessionUser, 'role'>) => ['ADMIN', 'DEALER'].includes(user.role.toUpperCase());

export const TWO_STEP_FIRST = 'Set up two-step sign-in first: it is required for every staff account.';

/** The roles an `allow` hook lets through, kept on the hook for the route's documentation. */
const ROLES = Symbol('roles');
type Guard = onRequestAsyncHookHandler & { [ROLES]?: Role[] };

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, 'Please sign in to continue.');
  return request.user;
}

async function authPlugin(app: FastifyInstance, options: { config: Config }) {
  const cache = new SessionCache<SessionUser>(options.config.sessionCacheSeconds * 1000);
  const unsubscribe = app.database.notifications.subscribe('sessions_changed', cache);
  app.addHook('onClose', async () => unsubscribe());
  app.decorate('tokens', tokenRepository(app.database.db, options.config.tokenHours, cache));
  const settings = new KeptSecuritySettings(() => securitySettingsRepository(app.database.db).read(), options.config.sessionCacheSeconds * 1000);
  const unsubscribeSettings = app.database.notifications.subscribe('sessions_changed', settings);
  app.addHook('onClose', async () => unsubscribeSettings());
  app.decorate('securitySettings', settings);
  app.decorateRequest('user', null);
  app.decorateRequest('token', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = bearerToken(request);
    if (!token) return;
    request.token = token;
    request.user = (await app.tokens.userFor(token)) ?? null;
  });

  const mustSetUpTwoStep = async (user: SessionUser) => isStaff(user) && !user.two_step_enabled_at && (await settings.get()).two_step_required;

  const guardOf = (roles: Role[], beforeTwoStep: boolean): Guard => {
    const allowed = new Set<Role>(['ADMIN', ...roles]);
    const guard: Guard = async (request) => {
      const user = requireUser(request);
      if (!allowed.has(roleOf(user))) throw new HttpError(403, 'Your account does not have access to this.');
      if (!beforeTwoStep && (await mustSetUpTwoStep(user))) throw new HttpError(403, TWO_STEP_FIRST);
    };
    guard[ROLES] = [...allowed];
    return guard;
  };
  app.decorate('allow', (...roles: Role[]) => guardOf(roles, false));
  app.decorate('allowBeforeTwoStep', (...roles: Role[]) => guardOf(roles, true));
  app.decorate('signedIn', () => guardOf(['USER', 'API', 'DEALER'], true));

  app.addHook('onRoute', (route) => {
    const guard = [route.onRequest ?? []].flat().find((hook) => ROLES in hook) as Guard | undefined;
    if (guard) route.schema = { ...route.schema, 'x-roles': guard[ROLES] };
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['database'] });
