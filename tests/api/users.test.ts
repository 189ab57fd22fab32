// Portal users (docs/back-office.md sections 3, 5 and 7, users): the full set of calls, list, search
// and count. Bad input and the fields only the server writes are in users-input.test.ts.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/generated/tables.ts';
import { type TestApi, startApi } from './harness.ts';
import { allKeys, insertDealer, insertModel, insertVehicle, isPage } from './owner-fixtures.ts';
import { userBody } from './user-body.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const dbRow = async (id: number) => (await api.app.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('users: create, read, update, delete', () => {
  it('creates a user with 201 and answers the record without its password', async () => {
    const body = userBody();
    const created = await api.post('admin', '/api/users', body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      firstname: 'Harriet',
      lastname: body.lastname,
      email: body.email,
      mobile_phone: '0412 345 678',
      state: 'NSW',
      consent: true,
      role: 'USER',
      registered: false,
      login_count: 0,
      vehicles: [],
    });
    expect(created.body.id).toEqual(expect.any(Number));
    expect(created.body.invitation_code).toMatch(/^\w{6,}$/);
    expect(allKeys(created.body).has('password')).toBe(false);
  });

  it('reads one user, and answers 404 for a user that does not exist', async () => {
    const created = await api.post('admin', '/api/users', userBody({ firstname: 'Readable' }));
    const read = await api.get('admin', `/api/users/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: created.body.id, firstname: 'Readable', email: created.body.email });
    expect(read.body).not.toHaveProperty('password');
    const missing = await api.get('admin', '/api/users/987654');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('User 987654 was not found.');
  });

  it('updates with PUT (200) and with POST carrying _method=PUT (200)', async () => {
    const created = await api.post('admin', '/api/users', userBody());
    const dealer = await insertDealer(api);
    const { password: _omit, consent: _also, ...edit } = userBody({ email: created.body.email, lastname: created.body.lastname });
    const put = await api.put('admin', `/api/users/${created.body.id}`, { ...edit, firstname: 'Renamed', suburb: 'Glebe', dealers_id: dealer.id });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id: created.body.id, firstname: 'Renamed', suburb: 'Glebe', dealers_id: dealer.id });

    const viaPost = await api.post('admin', `/api/users/${created.body.id}`, { ...edit, firstname: 'Again', _method: 'PUT' });
    expect(viaPost.status).toBe(200);
    expect(viaPost.body.firstname).toBe('Again');
    expect((await api.get('admin', `/api/users/${created.body.id}`)).body.firstname).toBe('Again');

    const plainPost = await api.post('admin', `/api/users/${created.body.id}`, { ...edit, firstname: 'Nope' });
    expect(plainPost.status).toBe(405);
    expect((await dbRow(created.body.id)).firstname).toBe('Again');
  });

  it('deletes a user, after which reading it gives 404', async () => {
    const created = await api.post('admin', '/api/users', userBody());
    const deleted = await api.del('admin', `/api/users/${created.body.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toMatch(/deleted/);
    expect((await api.get('admin', `/api/users/${created.body.id}`)).status).toBe(404);
    expect((await api.del('admin', `/api/users/${created.body.id}`)).status).toBe(404);
  });

  it('refuses a second user with the same email', async () => {
    const body = userBody();
    expect((await api.post('admin', '/api/users', body)).status).toBe(201);
    const again = await api.post('admin', '/api/users', { ...body, lastname: 'Twin' });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ email: ['Email is already in use.'] });
  });

  it('refuses a second user whose email differs only in case, by an index on lower(email) that the lookups match', async () => {
    const body = userBody();
    expect((await api.post('admin', '/api/users', body)).status).toBe(201);
    const shouted = await api.post('admin', '/api/users', { ...body, email: body.email.toUpperCase(), lastname: 'Twin' });
    expect(shouted.status).toBe(422);
    expect(shouted.body.errors).toEqual({ email: ['Email is already in use.'] });
    const index = await api.app.database.db.execute(sql`SELECT indexdef FROM pg_indexes WHERE indexname = 'users_email_unique'`);
    expect(JSON.stringify(index)).toContain('lower(email)');
  });

  it('refuses a preferred dealer that does not exist, by field', async () => {
    const refused = await api.post('admin', '/api/users', userBody({ dealers_id: 987654 }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ dealers_id: ['Preferred dealer 987654 was not found.'] });
  });
});

describe('users: list, search, count', () => {
  it('lists a page with each user’s vehicles and no password anywhere', async () => {
    const model = await insertModel(api);
    const vehicle = await insertVehicle(api, api.ids.owner, model.id);
    const list = await api.get('admin', '/api/users?per_page=50&page=1');
    expect(list.status).toBe(200);
    expect(isPage(list.body)).toBe(true);
    expect(list.body).toMatchObject({ current_page: 1, per_page: 50 });
    const owner = list.body.data.find((u: { id: number }) => u.id === api.ids.owner);
    expect(owner.vehicles.map((v: { id: number }) => v.id)).toEqual([vehicle.id]);
    expect(owner.vehicles[0].model).toMatchObject({ id: model.id, code: model.code });
    // What the People screen shows of each vehicle, and no more (user.json's x-embed-many fields).
    expect(Object.keys(owner.vehicles[0]).sort()).toEqual(['drive_type', 'id', 'model', 'registration', 'transmission', 'vin']);
    expect(owner.vehicles[0]).toMatchObject({ registration: vehicle.registration, vin: vehicle.vin });
    expect(allKeys(list.body).has('password')).toBe(false);
    expect(JSON.stringify(list.body)).not.toContain('$argon2');
  });

  it('finds users by part of a name, an email or a phone number', async () => {
    const body = userBody({ firstname: 'Quentin', lastname: 'Zamboni', email: 'quentin.z@findme.example', mobile_phone: '0499 111 222' });
    const created = await api.post('admin', '/api/users', body);
    for (const q of ['entin', 'ZAMBO', 'findme.exa', '0499 111', '111 222']) {
      const found = await api.get('admin', `/api/users/search?q=${encodeURIComponent(q)}`);
      expect(found.status, q).toBe(200);
      expect(
        found.body.map((u: { id: number }) => u.id),
        q,
      ).toEqual([created.body.id]);
      const paged = await api.get('admin', `/api/users/searchWithPagination?q=${encodeURIComponent(q)}&per_page=50&page=1`);
      expect(isPage(paged.body), q).toBe(true);
      expect(paged.body.total, q).toBe(1);
      expect(paged.body.data[0].id, q).toBe(created.body.id);
    }
    expect((await api.get('admin', '/api/users/search?q=nobody-has-this')).body).toEqual([]);
  });

  it('counts users at /count and /count/, as many as the list holds', async () => {
    const list = await api.get('admin', '/api/users?per_page=-1');
    for (const url of ['/api/users/count', '/api/users/count/']) {
      const counted = await api.get('admin', url);
      expect(counted.status).toBe(200);
      expect(counted.body).toEqual({ count: list.body.total });
    }
  });

  it('leaves API accounts out of the list, search and count unless ?role=API', async () => {
    const all = await api.get('admin', '/api/users?per_page=-1');
    expect(all.body.data.map((u: { id: number }) => u.id)).not.toContain(api.ids.api);
    expect(all.body.data.every((u: { role: string }) => u.role !== 'API')).toBe(true);
    expect((await api.get('admin', '/api/users/search?q=Configurator')).body).toEqual([]);
    const apiOnly = await api.get('admin', '/api/users?role=API');
    expect(apiOnly.body.data.map((u: { id: number }) => u.id)).toEqual([api.ids.api]);
    expect((await api.get('admin', '/api/users/count?role=API')).body).toEqual({ count: 1 });
  });

  it('filters by registered and state', async () => {
    const created = await api.post('admin', '/api/users', userBody({ state: 'TAS' }));
    const tas = await api.get('admin', '/api/users?state=TAS&registered=false');
    expect(tas.body.data.map((u: { id: number }) => u.id)).toEqual([created.body.id]);
    const badState = await api.get('admin', '/api/users?state=XX');
    expect(badState.status).toBe(422);
    expect(badState.body.errors.state[0]).toMatch(/^state must be one of: NSW, QLD/);
  });
});
