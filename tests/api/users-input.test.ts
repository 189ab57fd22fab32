// Portal users (docs/back-office.md sections 3, 5 and 7, users): the required-field messages, wrong
// types, and the fields only the server writes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/generated/tables.ts';
import { type TestApi, startApi } from './harness.ts';
import { itRefusesEachRequiredField } from './required-fields.ts';
import { userBody } from './user-body.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const dbRow = async (id: number) => (await api.app.database.db.select().from(users).where(eq(users.id, id)))[0]!;

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
