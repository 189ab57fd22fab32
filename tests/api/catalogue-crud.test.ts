// The generic record API over every catalogue entity (docs/back-office.md sections 3, 4 and 7):
// create, read, update (PUT and POST with _method=PUT), delete, list pages, search and count,
// and the read-only sync runs. Who may call what is in catalogue-access.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncRuns } from '../../server/generated/tables.ts';
import { catalogueCalls } from './catalogue-calls.ts';
import { type Payload, catalogueCases } from './fixtures.ts';
import { type TestApi, startApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** What a read returns for a payload: dealers send `hours` and read back `dealer_hours`. */
function expectedFields(payload: Payload): Payload {
  const { hours: _hours, ...rest } = payload;
  return rest;
}

const { nextTag, create } = catalogueCalls(() => api);

describe.each(catalogueCases)('$route', (c) => {
  it('creates with 201 and reads it back', async () => {
    const { payload, record } = await create(c);
    expect(record.id).toEqual(expect.any(Number));
    expect(record).toMatchObject(expectedFields(payload));
    const read = await api.get('admin', `/api/${c.route}/${record.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: record.id, ...expectedFields(payload) });
  });

  it('updates with PUT (200) and the change is persisted', async () => {
    const { payload, record } = await create(c);
    const updated = await api.put('admin', `/api/${c.route}/${record.id}`, { ...payload, ...c.change });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ id: record.id, ...c.change });
    const read = await api.get('admin', `/api/${c.route}/${record.id}`);
    expect(read.body).toMatchObject({ id: record.id, ...expectedFields({ ...payload, ...c.change }) });
  });

  it('updates with POST and _method=PUT (200) and the change is persisted', async () => {
    const { payload, record } = await create(c);
    const updated = await api.post('admin', `/api/${c.route}/${record.id}`, { ...payload, ...c.change, _method: 'PUT' });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const read = await api.get('admin', `/api/${c.route}/${record.id}`);
    expect(read.body).toMatchObject({ id: record.id, ...expectedFields({ ...payload, ...c.change }) });
    expect(read.body).not.toHaveProperty('_method');
  });

  it('refuses a POST to a record that does not say _method=PUT (405) and changes nothing', async () => {
    const { payload, record } = await create(c);
    const reply = await api.post('admin', `/api/${c.route}/${record.id}`, { ...payload, ...c.change });
    expect(reply.status).toBe(405);
    expect(reply.body.message).toMatch(/PUT/);
    const read = await api.get('admin', `/api/${c.route}/${record.id}`);
    expect(read.body).toMatchObject(expectedFields(payload));
  });

  if (c.softDelete) {
    it('answers DELETE with 200 and keeps the record, disabled', async () => {
      const { record } = await create(c);
      const deleted = await api.del('admin', `/api/${c.route}/${record.id}`);
      expect(deleted.status).toBe(200);
      expect(deleted.body.message).toEqual(expect.any(String));
      const read = await api.get('admin', `/api/${c.route}/${record.id}`);
      expect(read.status).toBe(200);
      expect(read.body.enabled).toBe(false);
    });
  } else {
    it('deletes with 200, then reads 404', async () => {
      const { record } = await create(c);
      const deleted = await api.del('admin', `/api/${c.route}/${record.id}`);
      expect(deleted.status).toBe(200);
      expect(deleted.body.message).toEqual(expect.any(String));
      const read = await api.get('admin', `/api/${c.route}/${record.id}`);
      expect(read.status).toBe(404);
      expect(read.body.message).toMatch(/not found/i);
      expect((await api.del('admin', `/api/${c.route}/${record.id}`)).status).toBe(404);
    });
  }

  it('answers 404 with a message for an unknown id on read, update and delete', async () => {
    const { payload } = await create(c);
    for (const reply of [
      await api.get('admin', `/api/${c.route}/987654`),
      await api.put('admin', `/api/${c.route}/987654`, payload),
      await api.del('admin', `/api/${c.route}/987654`),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ message: expect.stringMatching(/987654.*not found/) });
    }
  });

  it('lists a page with data, current_page, last_page, per_page, total and whether the total is an estimate', async () => {
    await create(c);
    await create(c);
    const page = await api.get('admin', `/api/${c.route}?per_page=1&page=2`);
    expect(page.status).toBe(200);
    expect(Object.keys(page.body).sort()).toEqual(['current_page', 'data', 'last_page', 'per_page', 'total', 'total_is_estimate']);
    expect(page.body.data).toHaveLength(1);
    expect(page.body).toMatchObject({ current_page: 2, per_page: 1 });
    expect(page.body.total).toBeGreaterThanOrEqual(2);
    expect(page.body.last_page).toBe(page.body.total);

    const first = await api.get('admin', `/api/${c.route}?per_page=1&page=1`);
    expect(first.body.data[0].id).not.toBe(page.body.data[0].id);
  });

  it('lists every row with per_page=-1, and per_page then equals total', async () => {
    await create(c);
    const all = await api.get('admin', `/api/${c.route}?per_page=-1`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThanOrEqual(1);
    expect(all.body.data).toHaveLength(all.body.total);
    expect(all.body).toMatchObject({ current_page: 1, last_page: 1, per_page: all.body.total });
  });

  if (c.search) {
    const search = c.search;
    it(`search finds by part of ${search.field}, whatever the case (search, searchWithPagination and q)`, async () => {
      const needle = `Qx${nextTag()}`;
      const { record } = await create(c, { [search.field]: search.value(needle) });
      const { record: other } = await create(c);
      const part = needle.slice(1).toLowerCase();

      const found = await api.get('admin', `/api/${c.route}/search?q=${encodeURIComponent(part)}`);
      expect(found.status).toBe(200);
      expect(Array.isArray(found.body)).toBe(true);
      expect(found.body.map((r: { id: number }) => r.id)).toEqual([record.id]);

      const paged = await api.get('admin', `/api/${c.route}/searchWithPagination?q=${encodeURIComponent(part.toUpperCase())}&per_page=10&page=1`);
      expect(paged.status).toBe(200);
      expect(paged.body).toMatchObject({ total: 1, current_page: 1, last_page: 1, per_page: 10 });
      expect(paged.body.data[0].id).toBe(record.id);

      for (const param of ['q', 'search']) {
        const listed = await api.get('admin', `/api/${c.route}?${param}=${encodeURIComponent(part)}&per_page=-1`);
        expect(listed.body.data.map((r: { id: number }) => r.id)).toEqual([record.id]);
      }
      const none = await api.get('admin', `/api/${c.route}/search?q=nothing-like-this-${needle}`);
      expect(none.body).toEqual([]);
      expect(other.id).not.toBe(record.id);
    });
  } else {
    it('answers search and searchWithPagination (no searchable field: every row)', async () => {
      await create(c);
      const all = await api.get('admin', `/api/${c.route}?per_page=-1`);
      const found = await api.get('admin', `/api/${c.route}/search?q=x`);
      expect(found.status).toBe(200);
      expect(found.body).toHaveLength(Math.min(all.body.total, 50));
      const paged = await api.get('admin', `/api/${c.route}/searchWithPagination?q=x&per_page=10`);
      expect(paged.status).toBe(200);
      expect(paged.body.total).toBe(all.body.total);
    });
  }

  it('counts at count and count/, matching the list total', async () => {
    await create(c);
    const all = await api.get('admin', `/api/${c.route}?per_page=-1`);
    for (const url of [`/api/${c.route}/count`, `/api/${c.route}/count/`]) {
      const counted = await api.get('admin', url);
      expect(counted.status).toBe(200);
      expect(counted.body).toEqual({ count: all.body.total });
    }
  });
});

describe('filters', () => {
  it('lists colours by country and active flag', async () => {
    const colours = catalogueCases.find((c) => c.route === 'colours')!;
    const { record: nz } = await create(colours, { country: 'NZ', active: false });
    const listed = await api.get('admin', '/api/colours?country=NZ&active=false&per_page=-1');
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((r: { id: number }) => r.id)).toContain(nz.id);
    expect(listed.body.data.every((r: Payload) => r.country === 'NZ' && r.active === false)).toBe(true);
    const counted = await api.get('admin', '/api/colours/count/?country=NZ&active=false');
    expect(counted.body.count).toBe(listed.body.total);
  });

  it('answers 422 naming the parameter for a filter value outside its list', async () => {
    const reply = await api.get('admin', '/api/colours?country=FR');
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toHaveProperty('country');
  });
});

describe('syncruns (read only)', () => {
  let older: number;
  let newer: number;
  beforeAll(async () => {
    const { db } = api.app.database;
    const [a] = await db
      .insert(syncRuns)
      .values({
        resource: 'dealers',
        target: 'acoustic',
        outcome: 'succeeded',
        record_count: 12,
        message: 'Sent 12 dealers',
        created_at: new Date('2024-03-01T10:00:00Z'),
        finished_at: new Date('2024-03-01T10:00:05Z'),
        payload: [{ id: 1 }],
      })
      .returning();
    const [b] = await db
      .insert(syncRuns)
      .values({
        resource: 'models',
        target: 'customerio',
        outcome: 'failed',
        record_count: 0,
        message: 'Customer.io refused the key',
        created_at: new Date('2024-03-02T10:00:00Z'),
      })
      .returning();
    older = a!.id;
    newer = b!.id;
  });

  it('lists newest first with the page shape, and reads one', async () => {
    const page = await api.get('admin', '/api/syncruns');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ current_page: 1, last_page: 1, per_page: 50, total: 2 });
    expect(page.body.data.map((r: { id: number }) => r.id)).toEqual([newer, older]);
    const all = await api.get('admin', '/api/syncruns?per_page=-1');
    expect(all.body).toMatchObject({ per_page: 2, total: 2 });
    const read = await api.get('admin', `/api/syncruns/${older}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: older, resource: 'dealers', target: 'acoustic', outcome: 'succeeded', record_count: 12, payload: [{ id: 1 }] });
  });

  it('filters by target and outcome, and counts at count and count/', async () => {
    const failed = await api.get('admin', '/api/syncruns?outcome=failed');
    expect(failed.body.data.map((r: { id: number }) => r.id)).toEqual([newer]);
    expect((await api.get('admin', '/api/syncruns/count')).body).toEqual({ count: 2 });
    expect((await api.get('admin', '/api/syncruns/count/?target=acoustic')).body).toEqual({ count: 1 });
  });

  it('offers no create, update or delete, and the run stays as it was', async () => {
    const attempts = [
      await api.post('admin', '/api/syncruns', { resource: 'colours', target: 'acoustic' }),
      await api.put('admin', `/api/syncruns/${older}`, { resource: 'colours', target: 'acoustic' }),
      await api.post('admin', `/api/syncruns/${older}`, { resource: 'colours', target: 'acoustic', _method: 'PUT' }),
      await api.del('admin', `/api/syncruns/${older}`),
    ];
    for (const reply of attempts) {
      expect(reply.status).toBe(404);
      expect(reply.body.message).toEqual(expect.any(String));
    }
    expect((await api.get('admin', `/api/syncruns/${older}`)).body.resource).toBe('dealers');
    expect((await api.get('admin', '/api/syncruns/count')).body).toEqual({ count: 2 });
  });

  it('answers 404 with a message for an unknown run', async () => {
    const reply = await api.get('admin', '/api/syncruns/987654');
    expect(reply.status).toBe(404);
    expect(reply.body.message).toMatch(/not found/);
  });
});
