// My account (docs/owner-app.md 2.10 and 5, Account): the signed-in user changes their own
// details with PUT /api/users/update and gets the user back as GET /api/user answers it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, startApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const details = {
  firstname: 'Olivia',
  lastname: 'Owner-Smith',
  email: 'olive@test.example',
  mobile_phone: '0491 570 158',
  other_phone: '02 5550 1234',
  address_line_1: '9 Harbour Road',
  suburb: 'Manly',
  state: 'NSW',
  postcode: '2095',
};

describe('PUT /api/users/update', () => {
  it("changes the owner's details and answers the user as GET /api/user does", async () => {
    const reply = await api.put('owner', '/api/users/update', details);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const me = await api.get('owner', '/api/user');
    expect(reply.body).toEqual(me.body);
    expect(me.body.data).toMatchObject({ ...details, id: api.ids.owner, role: 'USER' });
  });

  it('answers a POST with _method=PUT the same way', async () => {
    const reply = await api.post('owner', '/api/users/update', { ...details, suburb: 'Dee Why', _method: 'PUT' });
    expect(reply.status).toBe(200);
    expect(reply.body.data.suburb).toBe('Dee Why');
  });

  it('ignores an email and the fields the server owns', async () => {
    const reply = await api.put('other', '/api/users/update', {
      ...details,
      email: 'taken.over@test.example',
      role: 'ADMIN',
      dealers_id: 1,
      id: api.ids.owner,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ id: api.ids.other, email: 'oscar@test.example', role: 'USER', dealers_id: null, firstname: 'Olivia' });
    expect((await api.get('owner', '/api/user')).body.data.email).toBe('olive@test.example');
  });

  it('clears an optional field sent empty', async () => {
    const reply = await api.put('owner', '/api/users/update', { ...details, other_phone: null });
    expect(reply.body.data.other_phone).toBeNull();
  });

  it('names every missing detail with the account messages', async () => {
    const reply = await api.put('owner', '/api/users/update', { firstname: '', lastname: null });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      firstname: ['Please enter your first name'],
      lastname: ['Please enter your last name'],
      mobile_phone: ['Please enter your mobile phone'],
      address_line_1: ['Please enter your address'],
      suburb: ['Please enter your suburb'],
      postcode: ['Please enter your postcode'],
    });
  });

  it('refuses a state that is not one of the list', async () => {
    const reply = await api.put('owner', '/api/users/update', { ...details, state: 'Queensland' });
    expect(reply.status).toBe(422);
    expect(reply.body.errors.state).toEqual(['State must be one of: NSW, QLD, VIC, ACT, TAS, SA, WA, NT, NZ']);
  });

  it('turns service reminders off and on again, and leaves them as they were when not sent', async () => {
    expect((await api.get('owner', '/api/user')).body.data.service_reminders).toBe(true);
    const off = await api.put('owner', '/api/users/update', { ...details, service_reminders: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data.service_reminders).toBe(false);
    expect((await api.put('owner', '/api/users/update', details)).body.data.service_reminders).toBe(false);
    expect((await api.put('owner', '/api/users/update', { ...details, service_reminders: true })).body.data.service_reminders).toBe(true);
    const refused = await api.put('owner', '/api/users/update', { ...details, service_reminders: 'no' });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['service_reminders']);
  });

  it('shows staff the switch in Portal users', async () => {
    await api.put('owner', '/api/users/update', { ...details, service_reminders: false });
    expect((await api.get('admin', `/api/users/${api.ids.owner}`)).body.service_reminders).toBe(false);
  });

  it('needs a signed-in person, and is not for API accounts', async () => {
    expect((await api.put('visitor', '/api/users/update', details)).status).toBe(401);
    expect((await api.put('api', '/api/users/update', details)).status).toBe(403);
  });
});
