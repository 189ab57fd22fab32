// Portal users (docs/back-office.md sections 3, 5 and 7, users): the full set of calls, the
// required-field messages, wrong types, and the fields only the server writes.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/generated/tables.ts';
import { type TestApi, startApi } from './harness.ts';
import { itRefusesEachRequiredField } from './required-fields.ts';
import { allKeys, insertDealer, insertModel, insertVehicle, isPage, unique } from './owner-fixtures.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** What the back-office user dialog sends on create. */
const userBody = (values: Record<string, unknown> = {}) => ({
  firstname: 'Harriet',
  lastname: unique('Hughes'),
  email: `${unique('harriet')}@owners.example`,
  password: '',
  mobile_phone: '0412 345 678',
  home_phone: '02 9876 5432',
  address_line_1: '12 Wattle St',
  address_line_2: '',
  suburb: 'Ultimo',
  state: 'NSW',
  postcode: '2007',
  consent: true,
  ...values,
});

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

describe('users: required fields', () => {
  const required = { firstname: 'A name is required', lastname: 'A name is required', email: 'An email is required' } as const;

  it('names every missing field on an empty create', async () => {
    const refused = await api.post('admin', '/api/users', {});
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ firstname: ['A name is required'], lastname: ['A name is required'], email: ['An email is required'] });
    expect(refused.body.message).toMatch(/^A name is required/);
  });

  itRefusesEachRequiredField(() => api, '/api/users', userBody, required);

  it('checks the same fields on update', async () => {
    const created = await api.post('admin', '/api/users', userBody());
    const refused = await api.put('admin', `/api/users/${created.body.id}`, { firstname: '', lastname: 'Kept', email: '' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ firstname: ['A name is required'], email: ['An email is required'] });
    expect((await dbRow(created.body.id)).firstname).toBe('Harriet');
  });
});

describe('users: wrong types', () => {
  it.each([
    ['firstname', 42, 'First name must be text'],
    ['email', 'not-an-email', "This doesn't appear to be a valid email address"],
    ['consent', 'maybe', 'Consent must be yes or no'],
    ['dealers_id', 'abc', 'Preferred dealer must be a whole number'],
    ['dealers_id', 1.5, 'Preferred dealer must be a whole number'],
    ['dealers_id', 99999999999, 'Preferred dealer must be at most 2147483647'],
    ['state', 'Narnia', 'State must be one of: NSW, QLD, VIC, ACT, TAS, SA, WA, NT, NZ'],
    ['mobile_phone', ['0400'], 'Mobile phone must be text'],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const refused = await api.post('admin', '/api/users', userBody({ [field]: value }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ [field]: [message] });
  });

  it('refuses text with a NUL character by field instead of failing', async () => {
    const refused = await api.post('admin', '/api/users', userBody({ suburb: 'Glebe\u0000' }));
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['suburb']);
  });

  it('answers 400 with a readable message for a body that is not JSON', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { authorization: `Bearer ${(await api.app.tokens.issue(api.ids.admin)).token}`, 'content-type': 'application/json' },
      payload: '{"firstname": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request body is not valid JSON.');
  });
});

describe('users: fields only the server writes', () => {
  const forged = {
    id: 4242,
    role: 'ADMIN',
    login_count: 99,
    registered: true,
    invitation_code: 'FORGED01',
    created_at: '2001-01-01T00:00:00.000Z',
    updated_at: '2001-01-01T00:00:00.000Z',
  };

  it('ignores id, role, login_count, registered, invitation_code and timestamps on create', async () => {
    const created = await api.post('admin', '/api/users', userBody(forged));
    expect(created.status).toBe(201);
    expect(created.body.id).not.toBe(4242);
    expect(created.body).toMatchObject({ role: 'USER', login_count: 0, registered: false });
    expect(created.body.invitation_code).not.toBe('FORGED01');
    const row = await dbRow(created.body.id);
    expect(row).toMatchObject({ role: 'USER', login_count: 0, registered: false, invitation_code: created.body.invitation_code });
    expect(row.created_at.getUTCFullYear()).toBeGreaterThan(2001);
    expect(row.updated_at.getUTCFullYear()).toBeGreaterThan(2001);
    expect((await api.get('admin', '/api/users/4242')).status).toBe(404);
  });

  it('ignores the same fields on update, whether PUT or POST with _method=PUT', async () => {
    const created = await api.post('admin', '/api/users', userBody());
    const before = await dbRow(created.body.id);
    const { password: _p, ...edit } = userBody({ email: created.body.email });
    for (const send of [
      () => api.put('admin', `/api/users/${created.body.id}`, { ...edit, ...forged }),
      () => api.post('admin', `/api/users/${created.body.id}`, { ...edit, ...forged, _method: 'PUT' }),
    ]) {
      const updated = await send();
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ id: created.body.id, role: 'USER', login_count: 0, registered: false, invitation_code: before.invitation_code });
    }
    const after = await dbRow(created.body.id);
    expect(after).toMatchObject({ id: before.id, role: 'USER', login_count: 0, registered: false, invitation_code: before.invitation_code });
    expect(after.created_at.toISOString()).toBe(before.created_at.toISOString());
    expect(after.updated_at.getUTCFullYear()).toBeGreaterThan(2001);
    expect((await api.get('admin', '/api/users/4242')).status).toBe(404);
  });

  it('hashes a password given on create and keeps it when an update sends it empty', async () => {
    const body = userBody({ password: 'a brand new secret' });
    const created = await api.post('admin', '/api/users', body);
    const row = await dbRow(created.body.id);
    expect(row.password).toMatch(/^\$argon2id\$/);
    const login = async () => (await api.post('visitor', '/api/login', { username: body.email, password: 'a brand new secret' })).status;
    expect(await login()).toBe(200);

    const { password: _p, ...edit } = body;
    expect((await api.put('admin', `/api/users/${created.body.id}`, { ...edit, password: '' })).status).toBe(200);
    expect((await dbRow(created.body.id)).password).toBe(row.password);
    expect(await login()).toBe(200);
  });

  it('does not let an owner read or change users through the admin calls', async () => {
    expect((await api.get('owner', `/api/users/${api.ids.owner}`)).status).toBe(403);
    const { password: _p, ...edit } = userBody({ email: 'olive@test.example' });
    expect((await api.put('owner', `/api/users/${api.ids.owner}`, { ...edit, role: 'ADMIN' })).status).toBe(403);
    expect((await api.put('owner', `/api/users/${api.ids.other}`, edit)).status).toBe(403);
    expect((await dbRow(api.ids.owner)).role).toBe('USER');
    expect((await dbRow(api.ids.other)).lastname).toBe('Other');
  });
});
