// Odd input on the catalogue entities: fields a caller may not set, and bodies, query strings and
// ids no form would send, which must never cause a 500 or show a stack trace.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueCalls } from './catalogue-calls.ts';
import { catalogueCases, dealerPayload, modelPayload } from './fixtures.ts';
import { type TestApi, startApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const { nextTag, payloadOf, raw } = catalogueCalls(() => api);

describe('fields a caller may not set', () => {
  const forged = { id: 424242, created_at: '2001-02-03T04:05:06.000Z', updated_at: '2001-02-03T04:05:06.000Z' };

  it.each(catalogueCases.map((c) => [c.route] as const))('%s: id, created_at and updated_at sent on create and update are ignored', async (route) => {
    const created = await api.post('admin', `/api/${route}`, { ...payloadOf(route), ...forged });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.id).not.toBe(forged.id);
    expect(created.body.created_at).not.toBe(forged.created_at);
    expect(created.body.updated_at).not.toBe(forged.updated_at);
    expect((await api.get('admin', `/api/${route}/${forged.id}`)).status).toBe(404);

    const updated = await api.put('admin', `/api/${route}/${created.body.id}`, { ...payloadOf(route), ...forged });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.id).toBe(created.body.id);
    const read = await api.get('admin', `/api/${route}/${created.body.id}`);
    expect(read.body.created_at).toBe(created.body.created_at);
    expect(read.body.updated_at).not.toBe(forged.updated_at);
  });

  it('dealers: enabled is read only, on create and on update', async () => {
    const created = await api.post('admin', '/api/dealers', { ...dealerPayload(nextTag()), enabled: false });
    expect(created.status).toBe(201);
    expect(created.body.enabled).toBe(true);
    const updated = await api.put('admin', `/api/dealers/${created.body.id}`, { ...dealerPayload(nextTag()), enabled: false });
    expect(updated.status).toBe(200);
    expect((await api.get('admin', `/api/dealers/${created.body.id}`)).body.enabled).toBe(true);
  });

  it('dealers: computed fields sent in a body are not stored', async () => {
    const created = await api.post('admin', '/api/dealers', { ...dealerPayload(nextTag()), pma_count: 99, dealer_p_m_as: [{ postcode: '2000' }] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ pma_count: 0, dealer_p_m_as: [] });
  });

  it('fields no schema knows are dropped, not stored', async () => {
    const created = await api.post('admin', '/api/specs', { name: 'Sunroof', colour: 'red', role: 'ADMIN' });
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty('colour');
    expect(created.body).not.toHaveProperty('role');
  });
});

describe('odd input', () => {
  it('malformed JSON answers 400 with a message and no stack trace', async () => {
    for (const [method, url] of [
      ['POST', '/api/dealers'],
      ['PUT', '/api/colours/1'],
      ['POST', '/api/specs/add'],
    ] as const) {
      const reply = await raw(method, url, '{"name": "Harbour City", ');
      expect(reply.status, url).toBe(400);
      expect(reply.body).toEqual({ message: expect.any(String) });
      expect(reply.text).not.toMatch(/\bat \S+:\d+|node_modules|stack/i);
    }
  });

  it('an empty or null JSON body answers 4xx with the missing fields, never 500', async () => {
    for (const url of ['/api/dealers', '/api/models', '/api/colours', '/api/accessories', '/api/messages']) {
      const nothing = await raw('POST', url, 'null');
      expect(nothing.status, url).toBe(422);
      expect(Object.keys(nothing.body.errors).length, url).toBeGreaterThan(0);
      const empty = await raw('POST', url, '');
      expect([400, 422], url).toContain(empty.status);
      expect(empty.body.message, url).toEqual(expect.any(String));
    }
  });

  it('a null body never reaches the database, even where no field is required', async () => {
    const before = (await api.get('admin', '/api/costs/count')).body.count;
    for (const body of ['null', '[]', '"cost"', '42', 'true']) {
      const reply = await raw('POST', '/api/costs', body);
      expect(reply.status, body).toBe(422);
      expect(reply.body.message, body).toEqual(expect.any(String));
    }
    expect((await api.get('admin', '/api/costs/count')).body.count).toBe(before);
  });

  it('an array instead of an object answers 422 on every catalogue create and update', async () => {
    for (const c of catalogueCases) {
      const payload = c.payload(nextTag());
      const created = await api.post('admin', `/api/${c.route}`, payload);
      for (const reply of [await api.post('admin', `/api/${c.route}`, [payload]), await api.put('admin', `/api/${c.route}/${created.body.id}`, [payload])]) {
        expect(reply.status, c.route).toBe(422);
        expect(reply.body.message, c.route).toEqual(expect.any(String));
      }
    }
  });

  it('objects and arrays where text is expected answer 422, not 500', async () => {
    const reply = await api.post('admin', '/api/dealers', { ...dealerPayload(nextTag()), name: { first: 'Harbour' }, suburb: ['Granville'], hours: 'always' });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toMatchObject({ name: ['Name must be text'], suburb: ['Suburb must be text'] });
  });

  it('hours of the wrong shape answer 422, not 500', async () => {
    for (const hours of [[], ['Monday'], { Monday: 'all day' }, { Monday: { open: 9, close: 17 } }, { Monday: null }]) {
      const reply = await api.post('admin', '/api/dealers', { ...dealerPayload(nextTag()), hours });
      expect(reply.status, JSON.stringify(hours)).toBeLessThan(500);
      expect(reply.body.message, JSON.stringify(hours)).toEqual(expect.any(String));
    }
    const rows = await api.post('admin', '/api/dealers', {
      ...dealerPayload(nextTag()),
      hours: undefined,
      dealer_hours: [{ day: 'Someday', open: '9', close: '5' }],
    });
    expect(rows.status).toBe(422);
    expect(rows.body.errors['dealer_hours.0.day']).toEqual([expect.stringMatching(/Day must be one of/)]);
  });

  it('a text past its limit is refused with a message naming the field and its limit, never a 500', async () => {
    for (const huge of ['x'.repeat(1_000_000), randomBytes(8_000).toString('base64')]) {
      const reply = await api.post('admin', '/api/specs', { name: huge });
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual({ name: ['Spec can be at most 255 characters'] });
    }
    const fine = await api.post('admin', '/api/models', { ...modelPayload(nextTag()), disclaimer: 'Fine print. '.repeat(400) });
    expect(fine.status).toBe(201);
    const long = await api.post('admin', '/api/models', { ...modelPayload(nextTag()), disclaimer: 'Fine print. '.repeat(50_000) });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ disclaimer: ['Disclaimer can be at most 5000 characters'] });
    const search = await api.get('admin', `/api/specs/search?q=${'y'.repeat(5000)}`);
    expect(search.status).toBe(422);
    expect(search.body.errors).toHaveProperty('q');
  });

  it('a JSON body over 1 MB answers 413 with a message, and nesting past 32 levels 400', async () => {
    const big = await api.post('admin', '/api/specs', { name: 'x'.repeat(2_000_000) });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('The request is too large: send at most 1 MB (files go in an upload form).');
    for (const path of ['/api/specs', '/api/login', '/api/register']) {
      const payload = `${'{"a":'.repeat(8000)}1${'}'.repeat(8000)}`;
      const deep = await api.app.inject({ method: 'POST', url: path, payload, headers: { 'content-type': 'application/json', ...api.authorization('admin') } });
      expect(deep.statusCode).toBe(400);
      expect(deep.json().message).toBe('The request is nested too deeply (at most 32 levels).');
    }
    const fine = await api.post('admin', '/api/contentdocuments', {
      type: 'Test',
      name: 'Nested',
      document_key: `nested-${nextTag()}`,
      elements: JSON.parse(`${'{"a":'.repeat(20)}1${'}'.repeat(20)}`),
    });
    expect(fine.status).toBe(201);
  });

  it('numbers too big for the column answer 422 naming the field, not 500', async () => {
    for (const [route, field] of [
      ['messages', 'trigger_amount'],
      ['costs', 'cost'],
      ['models', 'au_price'],
      ['accessories', 'cost'],
    ] as const) {
      const reply = await api.post('admin', `/api/${route}`, { ...payloadOf(route), [field]: 1e15 });
      expect(reply.status, `${route}.${field}`).toBe(422);
      expect(Object.keys(reply.body.errors), `${route}.${field}`).toEqual([field]);
    }
  });

  it('odd query strings and ids answer 4xx with a message, never 500', async () => {
    for (const url of [
      '/api/colours?page=0',
      '/api/colours?page=abc',
      '/api/colours?per_page=0',
      '/api/colours?per_page=-5',
      '/api/colours?sort=password',
      '/api/colours?order=sideways',
      '/api/colours?active=perhaps',
      '/api/colours/abc',
      '/api/colours/-1',
      '/api/colours/0',
      '/api/colours/99999999999999999999',
      '/api/dealers/restore/abc',
    ]) {
      const reply = await api.get('admin', url);
      expect(reply.status, url).toBeGreaterThanOrEqual(400);
      expect(reply.status, url).toBeLessThan(500);
      expect(reply.body.message, url).toEqual(expect.any(String));
    }
    expect((await api.get('admin', '/api/colours?per_page=50&page=999')).body.data).toEqual([]);
  });

  it('ids and numbers written oddly (hex, sign, leading zeros, exponent, space) answer 422 on the field', async () => {
    const spec = await api.post('admin', '/api/specs', { name: `Odd ids ${nextTag()}` });
    expect((await api.get('admin', `/api/specs/${spec.body.id}`)).status).toBe(200);
    for (const odd of [`0x${spec.body.id.toString(16)}`, `+${spec.body.id}`, `0000${spec.body.id}`, '1e3', `%20${spec.body.id}`, `${spec.body.id}.0`]) {
      const reply = await api.get('admin', `/api/specs/${odd}`);
      expect(reply.status, odd).toBe(422);
      expect(reply.body.errors, odd).toEqual({ id: ['id must be a whole number'] });
    }
    const page = await api.get('admin', '/api/specs?page=0x1');
    expect(page.status).toBe(422);
    expect(page.body.errors).toEqual({ page: ['page must be a whole number'] });
    expect((await api.get('admin', '/api/specs/999999')).status).toBe(404);
  });

  it('a form-encoded update with _method=PUT is read like JSON', async () => {
    const created = await api.post('admin', '/api/specs', { name: 'Rain-sensing wipers' });
    const reply = await raw('POST', `/api/specs/${created.body.id}`, 'name=Auto+wipers&_method=PUT', 'application/x-www-form-urlencoded');
    expect(reply.status).toBe(200);
    expect((await api.get('admin', `/api/specs/${created.body.id}`)).body.name).toBe('Auto wipers');
  });

  it('a body that is not JSON or a form answers 4xx with a message', async () => {
    for (const [body, type] of [
      ['name: Sunroof', 'text/plain'],
      ['<spec><name>Sunroof</name></spec>', 'application/xml'],
    ] as const) {
      const reply = await raw('POST', '/api/specs', body, type);
      expect(reply.status, type).toBeGreaterThanOrEqual(400);
      expect(reply.status, type).toBeLessThan(500);
      expect(reply.body.message, type).toEqual(expect.any(String));
    }
  });
});

// Keep the helper type used so strict builds flag a drifted fixture shape.
