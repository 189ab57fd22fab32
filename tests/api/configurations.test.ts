// Saved configurations (GET/POST/DELETE /api/configurator): an API account saves them, the server
// makes the share code, administrators list, read, search, count and delete them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, startApi } from './harness.ts';
import { isPage } from './owner-fixtures.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const configuration = (values: Record<string, unknown> = {}) => ({
  email: 'buyer@shoppers.example',
  total_price: 5249000,
  model: { brand: 'GWM', model: 'Cannon Alpha', variant: 'Ultra', code: 'P05', driveaway: 5099000 },
  colour: { name: 'Crystal Black', type: 'Premium', code: 'BLK' },
  colour_price: 69500,
  trim: { name: 'Black leather', type: 'Standard', code: 'LTH' },
  trim_price: 0,
  accessories: [
    { name: 'Tow bar', category: 'Exterior', code: 'TOW', cost: 120000 },
    { name: 'Floor mats', category: 'Interior', code: 'MAT', cost: 19900 },
  ],
  ...values,
});

describe('saving a configuration', () => {
  it('lets an API account save one (201), with a share code the server makes', async () => {
    const body = configuration();
    const saved = await api.post('api', '/api/configurator', { ...body, share_code: 'CHOSEN', id: 777 });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject(body);
    expect(saved.body.share_code).toMatch(/^\w{10}$/);
    expect(saved.body.share_code).not.toBe('CHOSEN');
    expect(saved.body.id).not.toBe(777);
  });

  it('lets an administrator save one too, each with its own share code', async () => {
    const a = await api.post('admin', '/api/configurator', configuration());
    const b = await api.post('admin', '/api/configurator', configuration());
    expect(a.status).toBe(201);
    expect(a.body.share_code).not.toBe(b.body.share_code);
  });

  it('requires an email and a model with a code', async () => {
    const empty = await api.post('api', '/api/configurator', {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ email: ['An email is required'], model: ['A model is required'] });
    const noCode = await api.post('api', '/api/configurator', configuration({ model: { brand: 'GWM' } }));
    expect(noCode.status).toBe(422);
    expect(noCode.body.errors).toEqual({ 'model.code': ['A code is required'] });
  });

  it.each([
    ['total_price', 'a lot', 'Total price must be a whole number'],
    ['total_price', -1, 'Total price must be at least 0'],
    ['email', 'buyer', 'Email must be a valid email address'],
    ['model', 'P05', 'Model must be a group of values'],
    ['accessories', { name: 'Tow bar' }, 'Accessories must be a list'],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const refused = await api.post('api', '/api/configurator', configuration({ [field]: value }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ [field]: [message] });
  });

  it('refuses nested values of the wrong kind by their path', async () => {
    const refused = await api.post('api', '/api/configurator', configuration({ colour: { name: 'Red', type: 'Glossy', code: 'RED' } }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ 'colour.type': ['Type must be one of: Standard, Premium'] });
  });

  it('does not let an owner or a visitor save one', async () => {
    expect((await api.post('owner', '/api/configurator', configuration())).status).toBe(403);
    expect((await api.post('visitor', '/api/configurator', configuration())).status).toBe(401);
    expect((await api.post('visitor', '/api/configurator', {})).status).toBe(401);
  });
});

describe('configurations in the back office', () => {
  it('lists a page, newest first, and counts', async () => {
    const newest = await api.post('api', '/api/configurator', configuration({ email: 'latest@shoppers.example' }));
    const list = await api.get('admin', '/api/configurator');
    expect(list.status).toBe(200);
    expect(isPage(list.body)).toBe(true);
    expect(list.body.data[0].id).toBe(newest.body.id);
    expect(list.body.per_page).toBe(list.body.total);
    expect((await api.get('admin', '/api/configurator/count')).body).toEqual({ count: list.body.total });
    expect((await api.get('admin', '/api/configurator/count/')).body).toEqual({ count: list.body.total });
  });

  it('reads one by id, and answers 404 for one that does not exist', async () => {
    const saved = await api.post('api', '/api/configurator', configuration());
    const read = await api.get('admin', `/api/configurator/${saved.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(saved.body);
    expect((await api.get('admin', '/api/configurator/99999')).status).toBe(404);
  });

  it('finds configurations by email or share code', async () => {
    const saved = await api.post('api', '/api/configurator', configuration({ email: 'unique.finder@shoppers.example' }));
    expect((await api.get('admin', '/api/configurator/search?q=unique.finder')).body.map((c: { id: number }) => c.id)).toEqual([saved.body.id]);
    const byCode = await api.get('admin', `/api/configurator/searchWithPagination?q=${saved.body.share_code}&per_page=10&page=1`);
    expect(isPage(byCode.body)).toBe(true);
    expect(byCode.body.data.map((c: { id: number }) => c.id)).toEqual([saved.body.id]);
  });

  it('deletes one', async () => {
    const saved = await api.post('api', '/api/configurator', configuration());
    expect((await api.del('admin', `/api/configurator/${saved.body.id}`)).status).toBe(200);
    expect((await api.get('admin', `/api/configurator/${saved.body.id}`)).status).toBe(404);
  });

  it('has no update', async () => {
    const saved = await api.post('api', '/api/configurator', configuration());
    expect((await api.put('admin', `/api/configurator/${saved.body.id}`, configuration({ email: 'changed@x.example' }))).status).toBe(404);
    expect((await api.get('admin', `/api/configurator/${saved.body.id}`)).body.email).toBe('buyer@shoppers.example');
  });

  it('keeps saved configurations from API accounts and owners', async () => {
    const saved = await api.post('api', '/api/configurator', configuration());
    for (const who of ['api', 'owner'] as const) {
      expect((await api.get(who, '/api/configurator')).status, who).toBe(403);
      expect((await api.get(who, `/api/configurator/${saved.body.id}`)).status, who).toBe(403);
      expect((await api.del(who, `/api/configurator/${saved.body.id}`)).status, who).toBe(403);
    }
    expect((await api.get('visitor', '/api/configurator')).status).toBe(401);
  });
});
