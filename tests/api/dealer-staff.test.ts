// Dealer staff (docs/decisions.md, "Bookings both ways"): an administrator makes them, bound to one
// dealer; they sign in like staff, reach their own dealer's bookings and details and nothing else,
// and to them another dealer's booking or dealer does not exist.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/generated/tables.ts';
import { HOURS } from './booking-times.ts';
import { type DealerStaff, makeDealerStaff } from './dealer-staff.ts';
import { type TestApi, startApi } from './harness.ts';
import { insertBooking, insertDealer, insertModel, insertVehicle } from './owner-fixtures.ts';

let api: TestApi;
let ours: { id: number };
let theirs: { id: number };
let staff: DealerStaff;
let ourBooking: { id: number };
let theirBooking: { id: number };

beforeAll(async () => {
  api = await startApi();
  ours = await insertDealer(api, { name: 'Parramatta GWM', state: 'NSW', dealer_hours: HOURS });
  theirs = await insertDealer(api, { name: 'Penrith Haval', state: 'NSW', dealer_hours: HOURS });
  staff = await makeDealerStaff(api, ours.id, 'workshop-pass-9');
  const model = await insertModel(api);
  const [one, two] = await Promise.all([insertVehicle(api, api.ids.owner, model.id), insertVehicle(api, api.ids.owner, model.id)]);
  ourBooking = await insertBooking(api, { vehicle_id: one.id, dealer_id: ours.id, description: 'Ours' });
  theirBooking = await insertBooking(api, { vehicle_id: two.id, dealer_id: theirs.id, description: 'Theirs' });
});
afterAll(() => api.close());

describe('making dealer staff', () => {
  it('makes a DEALER account bound to the dealer, with no invitation code, who signs in with the password set', async () => {
    const made = (await api.get('admin', `/api/users/${staff.id}`)).body;
    expect(made).toMatchObject({ role: 'DEALER', dealers_id: ours.id, invitation_code: null, registered: true });
    expect((await api.get('admin', '/api/users?role=DEALER')).body.data.map((u: { id: number }) => u.id)).toContain(staff.id);
    const signedIn = await api.post('visitor', '/api/login', { username: staff.email, password: 'workshop-pass-9' });
    expect(signedIn.body).toMatchObject({ status: 'success', role: 'DEALER' });
  });

  it('needs the dealer, and makes no other role but an owner', async () => {
    const body = { firstname: 'Dee', lastname: 'Nodealer', email: 'dee.nodealer@dealer.example' };
    expect((await api.post('admin', '/api/users', { ...body, role: 'DEALER' })).body.errors).toEqual({
      dealers_id: ['Dealer staff belong to a dealer: please choose one.'],
    });
    // Any other role asked for is the server's to set, as every field it owns: an owner is made.
    expect((await api.post('admin', '/api/users', { ...body, role: 'ADMIN', dealers_id: ours.id })).body).toMatchObject({
      role: 'USER',
      invitation_code: expect.any(String),
    });
    expect((await api.get('admin', '/api/users?search=dee.nodealer')).body.total).toBe(1);
  });

  it('asks dealer staff with two-step sign-in for their code, as other staff', async () => {
    await api.app.database.db.update(users).set({ two_step_enabled_at: new Date() }).where(eq(users.id, staff.id));
    const signedIn = await api.post('visitor', '/api/login', { username: staff.email, password: 'workshop-pass-9' });
    expect(signedIn.status).toBe(202);
    expect(signedIn.body.status).toBe('two_step');
    await api.app.database.db.update(users).set({ two_step_enabled_at: null }).where(eq(users.id, staff.id));
  });
});

describe("what a dealer's staff member reaches", () => {
  it("lists, searches, counts and reads their own dealer's bookings only", async () => {
    const list = await staff.call('GET', '/api/vehicleservices');
    expect(list.body.data.map((b: { id: number }) => b.id)).toEqual([ourBooking.id]);
    expect((await staff.call('GET', '/api/vehicleservices/count')).body).toEqual({ count: 1 });
    expect((await staff.call('GET', '/api/vehicleservices/search?q=Theirs')).body).toEqual([]);
    expect((await staff.call('GET', `/api/vehicleservices/${ourBooking.id}`)).body.description).toBe('Ours');
  });

  it("answers another dealer's booking as one that does not exist, and changes nothing", async () => {
    const read = await staff.call('GET', `/api/vehicleservices/${theirBooking.id}`);
    expect(read.status).toBe(404);
    expect(JSON.stringify(read.body)).not.toContain('Theirs');
    const change = await staff.call('PUT', `/api/vehicleservices/${theirBooking.id}/status`, { status: 'confirmed' });
    expect(change.status).toBe(404);
    expect((await staff.call('PUT', '/api/vehicleservices/999999/status', { status: 'confirmed' })).body).toEqual(change.body);
    expect((await api.get('admin', `/api/vehicleservices/${theirBooking.id}`)).body.status).toBe('requested');
  });

  it('reads their own dealer only, and changes no dealer', async () => {
    expect((await staff.call('GET', '/api/dealers')).body.data.map((d: { id: number }) => d.id)).toEqual([ours.id]);
    expect((await staff.call('GET', `/api/dealers/${ours.id}`)).body.name).toBe('Parramatta GWM');
    expect((await staff.call('GET', `/api/dealers/${theirs.id}`)).status).toBe(404);
    expect((await staff.call('PUT', `/api/dealers/${ours.id}`, { name: 'Renamed' })).status).toBe(403);
  });

  it('reaches nothing else of the back office: 403 with its words', async () => {
    for (const url of ['/api/users', '/api/dashboard', '/api/auditlog', '/api/outbox', '/api/vehicles', '/api/vehicleservices/user']) {
      const reply = await staff.call('GET', url);
      expect(reply.status, url).toBe(403);
      expect(reply.body.message, url).toBe('Your account does not have access to this.');
    }
    expect((await staff.call('GET', '/api/user')).body.data).toMatchObject({ id: staff.id, role: 'DEALER' });
  });

  it('records their changes in the audit log under their name and role', async () => {
    expect((await staff.call('PUT', `/api/vehicleservices/${ourBooking.id}/status`, { status: 'confirmed', note: 'See you then' })).status).toBe(200);
    const [entry] = (await api.get('admin', `/api/auditlog?entity=vehicle-service&record_id=${ourBooking.id}`)).body.data;
    expect(entry).toMatchObject({ actor_email: staff.email, actor_role: 'DEALER', action: 'update' });
  });
});
