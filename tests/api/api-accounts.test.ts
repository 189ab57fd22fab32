// API keys (docs/back-office.md, API keys): POST /api/users/api makes a role API account and shows its
// secret once; the key signs in like anyone and can then read the catalogue and save configurations.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/generated/tables.ts';
import { type TestApi, startApi } from './harness.ts';
import { allKeys } from './owner-fixtures.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

interface Key {
  data: { id: number; role: string; firstname: string; lastname: string; email: string };
  api_username: string;
  api_key: string;
}

async function createKey(firstname: string, lastname?: string): Promise<Key> {
  const created = await api.post('admin', '/api/users/api', lastname === undefined ? { firstname } : { firstname, lastname });
  expect(created.status).toBe(201);
  return created.body as Key;
}

async function signIn(username: string, password: string) {
  return api.post('visitor', '/api/login', { username, password });
}

const as = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  api.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

describe('creating an API key', () => {
  it('answers 201 with the account, its login name and its secret', async () => {
    const key = await createKey('Website configurator', 'Build and price');
    expect(key.data).toMatchObject({
      firstname: 'Website configurator',
      lastname: 'Build and price',
      role: 'API',
      email: key.api_username,
      consent: false,
      mobile_phone: '0000000000',
    });
    expect(key.api_username).toMatch(/^[a-z0-9]{10}@[a-z0-9]{20}\.[a-z0-9]{10}$/);
    expect(key.api_key).toHaveLength(30);
    expect(allKeys(key.data).has('password')).toBe(false);
    const [row] = await api.app.database.db.select().from(users).where(eq(users.id, key.data.id));
    expect(row!.role).toBe('API');
    expect(row!.password).not.toBe(key.api_key);
    expect(row!.password).toMatch(/^\$argon2id\$/);
  });

  it('makes a different login name and secret each time', async () => {
    const a = await createKey('Key A');
    const b = await createKey('Key B');
    expect(a.api_username).not.toBe(b.api_username);
    expect(a.api_key).not.toBe(b.api_key);
  });

  it('requires a name: "A name is required"', async () => {
    for (const body of [{}, { firstname: '' }, { firstname: null }, { lastname: 'Only a description' }]) {
      const refused = await api.post('admin', '/api/users/api', body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.errors, JSON.stringify(body)).toEqual({ firstname: ['A name is required'] });
    }
  });

  it('refuses a name of the wrong type with a clear message', async () => {
    const refused = await api.post('admin', '/api/users/api', { firstname: 12345 });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ firstname: ['Application Name must be text'] });
  });

  it('ignores a role, email or password sent with the request', async () => {
    const created = await api.post('admin', '/api/users/api', { firstname: 'Sneaky', role: 'ADMIN', email: 'chosen@x.example', password: 'chosen password' });
    expect(created.status).toBe(201);
    expect(created.body.data.role).toBe('API');
    expect(created.body.api_username).not.toBe('chosen@x.example');
    expect((await signIn('chosen@x.example', 'chosen password')).status).toBe(401);
  });
});

describe('using an API key', () => {
  it('signs in with api_username and api_key and then has role API', async () => {
    const key = await createKey('Dealer website');
    const login = await signIn(key.api_username, key.api_key);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ status: 'success', role: 'API' });
    const token = login.body.access_token as string;
    const me = await as(token, 'GET', '/api/user');
    expect(me.json().data).toMatchObject({ id: key.data.id, role: 'API' });

    expect((await as(token, 'GET', '/api/models')).statusCode).toBe(200);
    expect((await as(token, 'GET', '/api/colours')).statusCode).toBe(200);
    const saved = await as(token, 'POST', '/api/configurator', {
      email: 'buyer@x.example',
      model: { brand: 'GWM', code: 'P01', model: 'Cannon' },
      total_price: 4999000,
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().share_code).toEqual(expect.any(String));

    expect((await as(token, 'GET', '/api/users')).statusCode).toBe(403);
    expect((await as(token, 'GET', '/api/users/api')).statusCode).toBe(403);
    expect((await as(token, 'POST', '/api/users/api', { firstname: 'Another' })).statusCode).toBe(403);
  });
});

describe('listing API keys', () => {
  it('lists API accounts at GET /api/users/api, without secrets', async () => {
    const key = await createKey('Listed key');
    const listed = await api.get('admin', '/api/users/api');
    expect(listed.status).toBe(200);
    expect(Array.isArray(listed.body)).toBe(true);
    const ids = listed.body.map((u: { id: number }) => u.id);
    expect(ids).toContain(key.data.id);
    expect(ids).toContain(api.ids.api);
    expect(listed.body.every((u: { role: string }) => u.role === 'API')).toBe(true);
    expect(ids).not.toContain(api.ids.admin);
    expect(ids).not.toContain(api.ids.owner);
    expect(allKeys(listed.body).has('password')).toBe(false);
    expect(JSON.stringify(listed.body)).not.toContain(key.api_key);
  });

  it('keeps API accounts out of GET /api/users', async () => {
    const key = await createKey('Hidden key');
    const all = await api.get('admin', '/api/users?per_page=-1');
    expect(all.status).toBe(200);
    expect(all.body.data.map((u: { id: number }) => u.id)).not.toContain(key.data.id);
    const search = await api.get('admin', `/api/users/search?q=${encodeURIComponent('Hidden key')}`);
    expect(search.body).toEqual([]);
  });

  it('removes an API account with DELETE /api/users/{id}, after which the key no longer signs in', async () => {
    const key = await createKey('Short lived');
    expect((await api.del('admin', `/api/users/${key.data.id}`)).status).toBe(200);
    expect((await api.get('admin', '/api/users/api')).body.map((u: { id: number }) => u.id)).not.toContain(key.data.id);
    expect((await signIn(key.api_username, key.api_key)).status).toBe(401);
  });

  it('is for administrators only', async () => {
    expect((await api.get('visitor', '/api/users/api')).status).toBe(401);
    expect((await api.post('visitor', '/api/users/api', { firstname: 'x' })).status).toBe(401);
    expect((await api.post('visitor', '/api/users/api', {})).status).toBe(401);
    expect((await api.get('owner', '/api/users/api')).status).toBe(403);
    expect((await api.post('owner', '/api/users/api', {})).status).toBe(403);
    expect((await api.get('api', '/api/users/api')).status).toBe(403);
  });
});
