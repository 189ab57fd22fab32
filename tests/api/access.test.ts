// Who may call what (docs/decisions.md, API), as a matrix: every route of the route table (the OpenAPI
// document, so a new route is in it with no edit here) × five callers: a visitor, owner A, owner B,
// an API account and an administrator. Each cell's status follows from declared access: the
// entities' x-access for the generic record routes, the roles each hand-written route's guard
// declares (`x-roles`), `security: []` for the public ones. Paths point at owner A's records, so B
// and the API account try A's things; no reply to anyone but A and the administrator may hold A's
// data. Access is decided before the input is looked at, so write bodies that fail validation
// show the access answer and change nothing; the deletes go last, the administrator's after all
// the others', which proves no earlier caller removed the record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityDescription, Operation, Role } from '../../shared/entity-types.ts';
import { entities } from '../../shared/generated/entities.ts';
import { type Seeded, seedOwnerA } from './access-seed.ts';
import { type Reply, type TestApi, replyOf, startApi } from './harness.ts';
import { type Route, routesOf } from './fuzz-values.ts';

/** B tries A's things before A does, so a write of B's that went through would show in A's answer. */
const ACTORS = ['visitor', 'other', 'api', 'dealer', 'owner', 'admin'] as const;
type Actor = (typeof ACTORS)[number];
const ROLE: Record<Exclude<Actor, 'visitor'>, Role> = { owner: 'USER', other: 'USER', api: 'API', dealer: 'DEALER', admin: 'ADMIN' };
/** Who may see owner A's private data. */
const SEES_A = new Set<Actor>(['owner', 'admin']);
const SIGN_IN = 'Please sign in to continue.';
const NO_ACCESS = 'Your account does not have access to this.';

let api: TestApi;
let routes: Route[];
let seeded: Seeded;
beforeAll(async () => {
  api = await startApi();
  routes = routesOf(api.app.swagger() as { paths: Record<string, Record<string, unknown>> });
  seeded = await seedOwnerA(api);
});
afterAll(() => api.close());

const withRoutes = (Object.values(entities) as EntityDescription[]).filter((e) => e.operations.length > 0);
const GENERIC: Record<string, Operation> = {
  'GET ': 'list',
  'GET /search': 'search',
  'GET /searchWithPagination': 'search',
  'GET /count': 'count',
  'GET /{id}': 'read',
  'POST ': 'create',
  'PUT /{id}': 'update',
  'POST /{id}': 'update',
  'DELETE /{id}': 'delete',
};

/** The entity and operation of a generic record route (record-routes.ts), or undefined for a hand-written one. */
function genericOf(route: Route): { entity: EntityDescription; op: Operation } | undefined {
  for (const entity of withRoutes) {
    const base = `/api/${entity.route}`;
    if (!route.path.startsWith(base)) continue;
    const op = GENERIC[`${route.method} ${route.path.slice(base.length)}`];
    if (op && entity.operations.includes(op)) return { entity, op };
  }
  return undefined;
}

const rolesOf = (entity: EntityDescription, op: Operation): Role[] => [
  'ADMIN',
  ...(op === 'list' || op === 'search' || op === 'count' || op === 'read' ? entity.access.read : entity.access[op]),
];
const key = (route: Route) => `${route.method} ${route.path}`;

/** Hand-written routes whose answer to a caller with access depends on who asks (default: GET 200, write 422). */
const ANSWERS: Record<string, Partial<Record<Actor, number>>> = {
  // Sign-in, registration and recovery bodies fail validation; registering without an invitation is always refused.
  'POST /api/register': { visitor: 403, other: 403, api: 403, dealer: 403, owner: 403, admin: 403 },
  // A fresh token for each caller: signing out answers 200 and leaves the matrix's tokens alone.
  'POST /api/logout': { other: 200, api: 200, dealer: 200, owner: 200, admin: 200 },
  // Owners' own things: B has no dealer chosen; staff own no vehicle and no dealer choice.
  'GET /api/dealers/user': { other: 404, admin: 404 },
  'GET /api/vehicles/vehicle/{id}': { other: 404, admin: 404 },
  'PUT /api/vehicles/vehicle/{id}': { other: 404, owner: 200, admin: 404 },
  'POST /api/vehicles/vehicle/{id}': { other: 404, owner: 200, admin: 404 },
  // Another owner and another dealer's staff cannot cancel A's booking (404); A may not confirm it (422); staff confirm it.
  'PUT /api/vehicleservices/{id}/status': { other: 404, dealer: 404, owner: 422, admin: 200 },
  'POST /api/vehicleservices/{id}/status': { other: 404, dealer: 404, owner: 422, admin: 200 },
  'GET /api/files/{wildcard}': { visitor: 404, other: 404, api: 404, dealer: 404, owner: 404, admin: 404 },
  // Uploads take a multipart form, so a JSON body is refused as such.
  'POST /api/content/uploads': { admin: 415 },
  'POST /api/content/videos': { admin: 415 },
  'PUT /api/content/videos/{key}': { admin: 415 },
  'POST /api/content/videos/{key}': { admin: 415 },
  'POST /api/users/upload': { admin: 415 },
  'POST /api/postcodes/upload': { admin: 415 },
  'POST /api/pentanas/upload': { admin: 415 },
  'POST /api/recallvehicles/upload': { admin: 415 },
  // A's reset email was delivered (no SMTP server in tests): it can be neither retried nor cancelled.
  'POST /api/outbox/{id}/retry': { admin: 409 },
  'POST /api/outbox/{id}/cancel': { admin: 409 },
  // Staff start a two-step setup with no body; turning off one's own needs it on first.
  'POST /api/account/two-step/setup': { dealer: 200, admin: 200 },
  'POST /api/account/two-step/disable': { dealer: 409, admin: 409 },
  // Deleting one's own account needs the password, so the empty body is refused and nothing goes.
  'DELETE /api/user': { other: 422, owner: 422, admin: 422 },
};
/** Pushes to the marketing platforms (sync-routes.ts) take no body: an administrator's push succeeds. */
const PUSH = /\/sync(customerio)?$/;

/** The status a cell must answer. */
function expected(route: Route, actor: Actor): number {
  const generic = genericOf(route);
  const access = generic ? rolesOf(generic.entity, generic.op) : route.access;
  if (access !== 'public') {
    if (actor === 'visitor') return 401;
    if (!access!.includes(ROLE[actor])) return 403;
  }
  const answer = ANSWERS[key(route)]?.[actor] ?? (PUSH.test(route.path) ? 200 : undefined);
  if (answer) return answer;
  // An owner's record read by another owner, or a dealer's by another dealer's staff, answers like one that does not exist.
  if (generic?.entity.owner && route.path.endsWith('{id}') && actor === 'other') return 404;
  if (generic?.entity.dealer && route.path.endsWith('{id}') && actor === 'dealer') return 404;
  if (route.method === 'GET' || route.method === 'DELETE') return 200;
  // An entity with no required field takes the empty body.
  if (generic && !generic.entity.fields.required.length) return generic.op === 'create' ? 201 : 200;
  return 422;
}

/** The records of the hand-written routes' ids; a generic route's is its entity's. */
const ID_OF: Record<string, string> = {
  '/api/vehicles/vehicle/{id}': 'vehicles',
  '/api/vehicleservices/{id}': 'vehicleservices',
  '/api/vehicleservices/{id}/status': 'vehicleservices',
  '/api/users/register/{id}': 'users',
  '/api/dealers/restore/{id}': 'dealers',
  '/api/outbox/{id}/retry': 'outbox',
  '/api/outbox/{id}/cancel': 'outbox',
  '/api/users/{id}/two-step': 'users',
  '/api/users/{id}/deletion': 'users',
};

/** The route's path with owner A's records (or one of each kind) in place of its parameters. */
function urlOf(route: Route): string {
  const values: Record<string, string | number | undefined> = {
    '{id}': seeded.ids[genericOf(route)?.entity.route ?? ID_OF[route.path] ?? ''],
    '{linkId}': seeded.specLink,
    '{contentId}': seeded.contentKey,
    '{key}': seeded.contentKey,
    '{wildcard}': 'vehicle-photos/none.jpg',
  };
  return route.path.replace(/\{[^}]+\}/g, (param) => {
    const value = values[param];
    if (value === undefined) throw new Error(`no value for ${param} in ${key(route)}`);
    return encodeURIComponent(String(value)).replace(/%2F/g, '/');
  });
}

/**
 * An empty body, which fails validation on most writes. A booking's status is set for real: B, the
 * API account and another dealer's staff try to cancel A's booking, A tries to confirm it, and the
 * administrator confirms it (which fails had any cancel gone through), once for each twin of the route.
 */
function bodyOf(route: Route, actor: Actor): object | undefined {
  if (route.method === 'GET' || route.method === 'DELETE') return undefined;
  const body: Record<string, unknown> = route.path.endsWith('/status') ? { status: actor === 'admin' || actor === 'owner' ? 'confirmed' : 'cancelled' } : {};
  const overridden = route.method === 'POST' && routes.some((r) => r.method === 'PUT' && r.path === route.path);
  return overridden ? { ...body, _method: 'PUT' } : body;
}

async function ask(route: Route, actor: Actor, url: string): Promise<Reply & { raw: string }> {
  const idOf = (who: Exclude<Actor, 'visitor'>) => (who === 'dealer' ? seeded.dealerStaff.id : api.ids[who]);
  const headers =
    route.path === '/api/logout' && actor !== 'visitor'
      ? { authorization: `Bearer ${(await api.app.tokens.issue(idOf(actor))).token}` }
      : actor === 'dealer'
        ? { authorization: `Bearer ${seeded.dealerStaff.token}` }
        : api.authorization(actor);
  const response = await api.app.inject({ method: route.method, url, payload: bodyOf(route, actor), headers });
  return { ...replyOf(response), raw: response.body };
}

/**
 * Deletes last, the administrator's after everyone else's: A's vehicle (and with it the booking)
 * before the model it is of, the owner's account (which unlinks whatever of A's is left) at the very end.
 */
function cellsInOrder(): [Route, Actor][] {
  const LAST = ['/api/vehicles/{id}', '/api/models/{id}', '/api/users/{id}'];
  const rank = (route: Route, actor: Actor) => (route.method !== 'DELETE' ? 0 : actor !== 'admin' ? 1 : 2 + LAST.indexOf(route.path) + 1);
  const cells = routes.flatMap((route) => ACTORS.map((actor) => [route, actor] as [Route, Actor]));
  return cells.sort((x, y) => rank(...x) - rank(...y));
}

describe('the access matrix', () => {
  it('declares who may call every route', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => !r.access).map(key)).toEqual([]);
    // The generic routes' guards declare what their entity's x-access says.
    for (const route of routes) {
      const generic = genericOf(route);
      if (generic) expect([...(route.access as Role[])].sort(), key(route)).toEqual(rolesOf(generic.entity, generic.op).sort());
    }
  });

  it("answers every route × caller as declared, and nobody but A and staff sees A's data", async () => {
    const statuses: Record<number, number> = {};
    const problems: string[] = [];
    /** The markers A or staff were answered: each must be, or the check below would prove nothing. */
    const shownToA = new Set<string>();
    for (const [route, actor] of cellsInOrder()) {
      const url = urlOf(route);
      const want = expected(route, actor);
      // The hidden `count/` twin of each count answers the same.
      for (const asked of route.path.endsWith('/count') ? [url, `${url}/`] : [url]) {
        const reply = await ask(route, actor, asked);
        const what = `${route.method} ${asked} as ${actor}`;
        if (asked === url) statuses[reply.status] = (statuses[reply.status] ?? 0) + 1;
        if (reply.status !== want) problems.push(`${what}: ${reply.status}, expected ${want}: ${reply.raw.slice(0, 160)}`);
        else if (want === 401 && reply.body.message !== SIGN_IN) problems.push(`${what}: message ${reply.body.message}`);
        else if (want === 403 && route.access !== 'public' && reply.body.message !== NO_ACCESS) problems.push(`${what}: message ${reply.body.message}`);
        const found = seeded.markers.filter((marker) => reply.raw.toLowerCase().includes(marker.toLowerCase()));
        if (SEES_A.has(actor)) found.forEach((marker) => shownToA.add(marker));
        else if (found.length) problems.push(`${what} holds owner A's ${found.join(', ')}`);
      }
    }
    console.log(
      `access matrix (${api.kind}): ${routes.length} routes × ${ACTORS.length} callers = ${routes.length * ACTORS.length} cells, by status: ${JSON.stringify(statuses)}`,
    );
    expect(problems).toEqual([]);
    expect([...shownToA].sort()).toEqual([...seeded.markers].sort());
  }, 60_000);
});

describe('beyond the route table', () => {
  it('answers 401 for a token that is not one of ours', async () => {
    const reply = await api.app.inject({ url: '/api/users', headers: { authorization: 'Bearer not-a-real-token' } });
    expect(reply.statusCode).toBe(401);
  });

  it('keeps owners out of the staff lists and lets them list their own vehicles and bookings', () => {
    const staffLists = routes.filter((r) => r.method === 'GET' && Array.isArray(r.access) && !r.access.includes('USER')).map((r) => r.path);
    expect(staffLists).toEqual(
      expect.arrayContaining([
        '/api/users',
        '/api/pentanas',
        '/api/pentanavehicles',
        '/api/postcodes',
        '/api/configurator',
        '/api/messages',
        '/api/colours',
        '/api/trims',
        '/api/specs',
        '/api/accessories',
        '/api/costs',
        '/api/users/api',
      ]),
    );
    expect(staffLists).not.toContain('/api/vehicles');
    expect(staffLists).not.toContain('/api/vehicleservices');
  });

  it.each(['dealers', 'models', 'colours', 'trims', 'specs', 'accessories', 'costs'])(
    'lets an API account read a page of /api/%s and answers 404 for a record that does not exist',
    async (route) => {
      const list = await api.get('api', `/api/${route}`);
      expect(list.status).toBe(200);
      expect(Array.isArray(list.body.data)).toBe(true);
      expect((await api.get('api', `/api/${route}/999999`)).status).toBe(404);
    },
  );

  it('lets an API account save a configuration', async () => {
    const saved = await api.post('api', '/api/configurator', { email: 'api@shoppers.example', model: { code: 'P01' } });
    expect(saved.status).toBe(201);
  });
});
