// Who may call what (decisions.md, API): without a token every record call is 401; an owner gets
// 403 on every admin call; an API account reads the catalogue and saves configurations, nothing else.
// Access is decided before the input is looked at, so an empty or wrong body changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityDescription, Operation } from '../../shared/entity-types.ts';
import { entities } from '../../shared/generated/entities.ts';
import { type Caller, type TestApi, startApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const withRoutes = (Object.values(entities) as EntityDescription[]).filter((e) => e.operations.length > 0);

/** Every call the generic routes answer for an entity, with a body that would fail validation. */
function calls(entity: EntityDescription): { op: Operation; method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown }[] {
  const base = `/api/${entity.route}`;
  const out: ReturnType<typeof calls> = [];
  for (const op of entity.operations) {
    if (op === 'list') out.push({ op, method: 'GET', url: `${base}?page=0&per_page=0` });
    if (op === 'search') {
      out.push({ op, method: 'GET', url: `${base}/search?q=a` });
      out.push({ op, method: 'GET', url: `${base}/searchWithPagination?q=a&page=0` });
    }
    if (op === 'count') {
      out.push({ op, method: 'GET', url: `${base}/count` });
      out.push({ op, method: 'GET', url: `${base}/count/` });
    }
    if (op === 'read') out.push({ op, method: 'GET', url: `${base}/1` });
    if (op === 'create') out.push({ op, method: 'POST', url: base, body: {} });
    if (op === 'update') {
      out.push({ op, method: 'PUT', url: `${base}/1`, body: {} });
      out.push({ op, method: 'POST', url: `${base}/1`, body: { _method: 'PUT' } });
    }
    if (op === 'delete') out.push({ op, method: 'DELETE', url: `${base}/1` });
  }
  return out;
}

const accessOf = (entity: EntityDescription, op: Operation) =>
  op === 'create' ? entity.access.create : op === 'update' ? entity.access.update : op === 'delete' ? entity.access.delete : entity.access.read;

/** The admin-only list routes: every list a USER may not read, and the API keys. */
const adminLists = [
  ...withRoutes.filter((e) => e.operations.includes('list') && !e.access.read.includes('USER')).map((e) => `/api/${e.route}`),
  '/api/users/api',
];

describe('without a token', () => {
  it.each(withRoutes.map((e) => [e.route, e] as const))('answers 401 on every call of /api/%s', async (_route, entity) => {
    for (const call of calls(entity)) {
      const reply = await api.call('visitor', call.method, call.url, call.body);
      expect(reply.status, `${call.method} ${call.url}`).toBe(401);
      expect(reply.body.message, `${call.method} ${call.url}`).toBe('Please sign in to continue.');
    }
  });

  it('answers 401 on the hand-written admin calls', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/users/api'],
      ['POST', '/api/users/api', {}],
      ['GET', '/api/dealers/restore/1'],
      ['POST', '/api/specs/add', {}],
    ] as const) {
      expect((await api.call('visitor', method, url, body)).status, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 401 for a token that is not one of ours', async () => {
    const reply = await api.app.inject({ url: '/api/users', headers: { authorization: 'Bearer not-a-real-token' } });
    expect(reply.statusCode).toBe(401);
  });
});

describe('an owner', () => {
  it('covers the admin lists', () => {
    expect(adminLists).toEqual(expect.arrayContaining(['/api/users', '/api/pentanas', '/api/pentanavehicles', '/api/postcodes', '/api/configurator', '/api/messages', '/api/colours', '/api/trims', '/api/specs', '/api/accessories', '/api/costs', '/api/users/api']));
    // Owners list their own vehicles and bookings (x-owner).
    expect(adminLists).not.toContain('/api/vehicles');
    expect(adminLists).not.toContain('/api/vehicleservices');
  });

  it.each(adminLists)('gets 403 on GET %s', async (url) => {
    const reply = await api.get('owner', url);
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe('Your account does not have access to this.');
  });

  it.each(withRoutes.map((e) => [e.route, e] as const))('gets 403 on every admin call of /api/%s', async (_route, entity) => {
    for (const call of calls(entity).filter((c) => !accessOf(entity, c.op).includes('USER'))) {
      const reply = await api.call('owner', call.method, call.url, call.body);
      expect(reply.status, `${call.method} ${call.url}`).toBe(403);
    }
  });
});

describe('an API account', () => {
  const catalogue = ['dealers', 'models', 'colours', 'trims', 'specs', 'accessories', 'costs'];

  it.each(catalogue)('reads the catalogue: /api/%s', async (route) => {
    const list = await api.get('api', `/api/${route}`);
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body.data)).toBe(true);
    expect((await api.get('api', `/api/${route}/search?q=a`)).status).toBe(200);
    expect((await api.get('api', `/api/${route}/count`)).status).toBe(200);
    expect((await api.get('api', `/api/${route}/1`)).status).toBe(404);
  });

  it.each(catalogue)('does not change the catalogue: /api/%s', async (route) => {
    expect((await api.post('api', `/api/${route}`, {})).status).toBe(403);
    expect((await api.put('api', `/api/${route}/1`, {})).status).toBe(403);
    expect((await api.del('api', `/api/${route}/1`)).status).toBe(403);
  });

  it('saves a configuration', async () => {
    const saved = await api.post('api', '/api/configurator', { email: 'api@shoppers.example', model: { code: 'P01' } });
    expect(saved.status).toBe(201);
  });

  it.each(['users', 'vehicles', 'postcodes', 'pentanas', 'pentanavehicles', 'messages', 'vehicleservices', 'users/api', 'configurator', 'syncruns', 'contentdocuments'])('gets 403 on /api/%s', async (route) => {
    const reply = await api.get('api', `/api/${route}`);
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe('Your account does not have access to this.');
  });

  it('gets 403 on writes outside configurations', async () => {
    expect((await api.post('api', '/api/users', {})).status).toBe(403);
    expect((await api.post('api', '/api/users/api', { firstname: 'More keys' })).status).toBe(403);
    expect((await api.post('api', '/api/vehicles', {})).status).toBe(403);
    expect((await api.post('api', '/api/postcodes', {})).status).toBe(403);
    expect((await api.post('api', '/api/messages', {})).status).toBe(403);
    expect((await api.del('api', `/api/users/${api.ids.owner}`)).status).toBe(403);
  });
});

describe('an administrator', () => {
  it.each(adminLists)('reads %s', async (url) => {
    expect((await api.get('admin', url)).status).toBe(200);
  });
});
