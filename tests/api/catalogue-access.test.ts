// Who may call the generic record API of every catalogue entity: a visitor, an owner, an API
// account and an administrator, on reads, writes and the spec links (docs/back-office.md section 7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncRuns } from '../../server/generated/tables.ts';
import { catalogueCalls } from './catalogue-calls.ts';
import { type CatalogueCase, catalogueCases } from './fixtures.ts';
import { type Caller, type TestApi, startApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const { nextTag, create } = catalogueCalls(() => api);

describe('access', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    for (const c of catalogueCases) ids[c.route] = (await create(c)).record.id;
    const [run] = await api.app.database.db.insert(syncRuns).values({ resource: 'colours', target: 'acoustic' }).returning();
    ids.syncruns = run!.id;
  });

  const readUrls = (route: string, id: number) => [
    `/api/${route}`,
    `/api/${route}?per_page=-1`,
    `/api/${route}/count`,
    `/api/${route}/count/`,
    `/api/${route}/${id}`,
    ...(route === 'syncruns' ? [] : [`/api/${route}/search?q=a`, `/api/${route}/searchWithPagination?q=a`]),
  ];

  async function writeStatuses(as: Caller, c: CatalogueCase): Promise<number[]> {
    const id = ids[c.route]!;
    const payload = c.payload(nextTag());
    return [
      (await api.post(as, `/api/${c.route}`, payload)).status,
      (await api.put(as, `/api/${c.route}/${id}`, payload)).status,
      (await api.post(as, `/api/${c.route}/${id}`, { ...payload, _method: 'PUT' })).status,
      (await api.del(as, `/api/${c.route}/${id}`)).status,
    ];
  }

  const everyRoute = [...catalogueCases.map((c) => c.route), 'syncruns'];
  const linkCalls = (as: Caller) => [
    api.post(as, '/api/specs/add', { models_id: ids.models, specs_id: ids.specs }),
    api.post(as, '/api/specs/reorder', { id: 1, order: 0 }),
    api.del(as, '/api/specs/delete/1'),
    api.get(as, `/api/dealers/restore/${ids.dealers}`),
  ];

  it('answers 401 with a message to a caller without a token, on every catalogue call including reads', async () => {
    for (const route of everyRoute) {
      for (const url of readUrls(route, ids[route]!)) {
        const reply = await api.get('visitor', url);
        expect(reply.status, url).toBe(401);
        expect(reply.body.message).toEqual(expect.any(String));
      }
    }
    for (const c of catalogueCases) expect(await writeStatuses('visitor', c), c.route).toEqual([401, 401, 401, 401]);
    for (const reply of await Promise.all(linkCalls('visitor'))) expect(reply.status).toBe(401);
  });

  it('lets an owner read dealers and models', async () => {
    for (const route of ['dealers', 'models']) {
      for (const url of readUrls(route, ids[route]!)) expect((await api.get('owner', url)).status, url).toBe(200);
    }
  });

  it('answers 403 to an owner reading colours, trims, specs, accessories, costs, messages, content documents and sync runs', async () => {
    for (const route of everyRoute.filter((r) => r !== 'dealers' && r !== 'models')) {
      for (const url of readUrls(route, ids[route]!)) {
        const reply = await api.get('owner', url);
        expect(reply.status, url).toBe(403);
        expect(reply.body.message).toEqual(expect.any(String));
      }
    }
  });

  it('answers 403 to an owner on every create, update and delete, and writes nothing', async () => {
    for (const c of catalogueCases) {
      const before = (await api.get('admin', `/api/${c.route}/count`)).body.count;
      expect(await writeStatuses('owner', c), c.route).toEqual([403, 403, 403, 403]);
      expect((await api.get('admin', `/api/${c.route}/count`)).body.count).toBe(before);
    }
    for (const reply of await Promise.all(linkCalls('owner'))) expect(reply.status).toBe(403);
    expect((await api.get('admin', `/api/dealers/${ids.dealers}`)).body.enabled).toBe(true);
  });

  it('lets an API account read every catalogue list and record', async () => {
    for (const route of ['dealers', 'models', 'colours', 'trims', 'specs', 'accessories', 'costs']) {
      for (const url of readUrls(route, ids[route]!)) expect((await api.get('api', url)).status, url).toBe(200);
    }
  });

  it('answers 403 to an API account on admin-only reads and on every write', async () => {
    for (const route of ['messages', 'contentdocuments', 'syncruns']) {
      for (const url of readUrls(route, ids[route]!)) expect((await api.get('api', url)).status, url).toBe(403);
    }
    for (const c of catalogueCases) expect(await writeStatuses('api', c), c.route).toEqual([403, 403, 403, 403]);
    for (const reply of await Promise.all(linkCalls('api'))) expect(reply.status).toBe(403);
  });
});
