// Deleting an owner (docs/decisions.md, "The owner's data"), by themselves (DELETE /api/user with
// their password) or by staff (DELETE /api/users/{id}, one or in bulk): the account and its personal
// details and photos go, its sessions end, its vehicles are unlinked and kept, its bookings kept for
// the dealer without it, and the audit log has an entry for every record changed.
import { eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, users, vehicleServices, vehicles } from '../../server/generated/tables.ts';
import { REMOVED } from '../../server/queries/owner-deletion.ts';
import { queueMail } from '../../server/queries/outbox.ts';
import { fileUrl } from '../../server/core/file-addresses.ts';
import { auditTools } from './audit-fixtures.ts';
import { PASSWORD, type TestApi, startApi } from './harness.ts';
import { type TestOwner, asOwner, markersOf, ownerWithThings, signIn } from './owner-people.ts';
import { userBody } from './user-body.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const { entriesOf } = auditTools(() => api);
const served = async (key: string) => (await api.app.inject({ method: 'GET', url: fileUrl(key) })).statusCode;
const db = () => api.app.database.db;
const vehicleOf = async (owner: TestOwner) => (await db().select().from(vehicles).where(eq(vehicles.id, owner.vehicle.id)))[0];
const bookingOf = async (owner: TestOwner) => (await db().select().from(vehicleServices).where(eq(vehicleServices.id, owner.booking.id)))[0];
const accountOf = async (owner: TestOwner) => (await db().select().from(users).where(eq(users.id, owner.id)))[0];

/** The account gone, its vehicle kept unlinked with no nickname or photo, its booking kept without it, the photo file removed. */
async function expectDeleted(owner: TestOwner) {
  expect(await accountOf(owner)).toBeUndefined();
  expect(await vehicleOf(owner)).toMatchObject({
    user_id: null,
    nickname: null,
    my_image: null,
    vin: owner.vehicle.vin,
    registration: owner.vehicle.registration,
  });
  expect(await bookingOf(owner)).toMatchObject({ user_id: null, vehicle_id: owner.vehicle.id, description: owner.booking.description });
  expect(await served(owner.vehicle.photo)).toBe(404);
}

/** One entry for each record the deletion changed, by `actor`, with no personal detail of the owner's left in them. */
async function expectAudited(owner: TestOwner, actor: { actor_id: number; actor_role: string }) {
  const [account] = await entriesOf('user', owner.id);
  expect(account).toMatchObject({ ...actor, action: 'delete', after: null, before: { id: owner.id, role: 'USER', firstname: REMOVED, email: REMOVED } });
  const [vehicle] = await entriesOf('vehicle', owner.vehicle.id);
  expect(vehicle).toMatchObject({
    ...actor,
    action: 'update',
    before: { user_id: owner.id, nickname: REMOVED, my_image: REMOVED },
    after: { user_id: null, nickname: null, my_image: null },
  });
  const [booking] = await entriesOf('vehicle-service', owner.booking.id);
  expect(booking).toMatchObject({ ...actor, action: 'update', before: { user_id: owner.id }, after: { user_id: null } });
  const text = JSON.stringify([account, vehicle, booking]).toLowerCase();
  for (const marker of [owner.lastname, owner.vehicle.nickname, owner.vehicle.photo]) expect(text).not.toContain(marker.toLowerCase());
}

describe('DELETE /api/user: the owner deletes their account', () => {
  it('refuses a wrong password under the field and changes nothing', async () => {
    const owner = await ownerWithThings(api);
    const reply = await asOwner(api, owner, 'DELETE', '/api/user', { password: 'not my password' });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ password: ['That password is not right. Your account has not been deleted.'] });
    expect((await asOwner(api, owner, 'GET', '/api/user')).status).toBe(200);
    expect(await vehicleOf(owner)).toMatchObject({ user_id: owner.id, nickname: owner.vehicle.nickname, my_image: owner.vehicle.photo });
    expect(await bookingOf(owner)).toMatchObject({ user_id: owner.id });
    expect(await served(owner.vehicle.photo)).toBe(200);
    const missing = await asOwner(api, owner, 'DELETE', '/api/user', {});
    expect(missing.body.errors).toEqual({ password: ['Please enter your password'] });
  });

  it('throttles wrong passwords as sign-in does, counted with sign-in', async () => {
    const owner = await ownerWithThings(api);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await asOwner(api, owner, 'DELETE', '/api/user', { password: `guess ${i}` })).status);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    const locked = await asOwner(api, owner, 'DELETE', '/api/user', { password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many sign-in attempts\. Please try again in/);
    expect((await signIn(api, owner.email)).statusCode).toBe(429);
    expect(await accountOf(owner)).toBeDefined();
  });

  it('deletes the account: the booking kept without the owner, the vehicle unlinked, the photo gone, the token and sign-in refused', async () => {
    const owner = await ownerWithThings(api);
    const reply = await asOwner(api, owner, 'DELETE', '/api/user', { password: PASSWORD });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toEqual({ message: 'Your account has been deleted.' });
    await expectDeleted(owner);
    expect((await asOwner(api, owner, 'GET', '/api/user')).status).toBe(401);
    expect((await asOwner(api, owner, 'GET', '/api/user/export')).status).toBe(401);
    expect((await signIn(api, owner.email)).statusCode).toBe(401);
    await expectAudited(owner, { actor_id: owner.id, actor_role: 'USER' });
  });

  it("cancels a booking still open and tells the dealer with nothing of the owner's; the emails addressed to the owner go", async () => {
    const owner = await ownerWithThings(api);
    await queueMail(db(), [{ to: owner.email, subject: 'Your next service is due', text: `Hello ${owner.firstname}` }]);
    const toOwner = () => db().select().from(outboxMessages).where(eq(outboxMessages.to, owner.email));
    const [reset] = await toOwner();
    expect(reset).toBeDefined();
    const [{ newest }] = (await db()
      .select({ newest: max(outboxMessages.id) })
      .from(outboxMessages)) as [{ newest: number }];
    expect((await asOwner(api, owner, 'DELETE', '/api/user', { password: PASSWORD })).status).toBe(200);
    expect(await toOwner()).toEqual([]);
    expect(await bookingOf(owner)).toMatchObject({ status: 'cancelled', user_id: null, calendar_sequence: 1 });
    const told = await db().select().from(outboxMessages).where(gt(outboxMessages.id, newest));
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe(`Booking cancelled: the owner of ${owner.vehicle.registration} closed their myGWM account`);
    // The vehicle is the dealer's to know; the person is not.
    for (const marker of [owner.email, owner.firstname, owner.lastname, owner.vehicle.nickname])
      expect(`${told[0]!.subject}\n${told[0]!.text}`).not.toContain(marker);
    const [forgotten] = await entriesOf('outbox-message', reset!.id);
    expect(forgotten).toMatchObject({ action: 'delete', before: { to: REMOVED } });
  });

  it("shows the dealer the kept booking without the owner's name, email or phone", async () => {
    const owner = await ownerWithThings(api);
    expect((await asOwner(api, owner, 'DELETE', '/api/user', { password: PASSWORD })).status).toBe(200);
    const read = await api.get('admin', `/api/vehicleservices/${owner.booking.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ user_id: null, vehicle: { id: owner.vehicle.id, user_id: null } });
    const text = JSON.stringify(read.body).toLowerCase();
    for (const marker of [owner.email, owner.lastname, owner.firstname, '0412 345 678']) expect(text).not.toContain(marker.toLowerCase());
    // It was open, so it is cancelled: nobody will come.
    expect(read.body.status).toBe('cancelled');
    const confirmed = await api.put('admin', `/api/vehicleservices/${owner.booking.id}/status`, { status: 'confirmed' });
    expect(confirmed.body.errors).toEqual({ status: ['A cancelled booking cannot be confirmed.'] });
  });

  it('is for owners: staff delete staff accounts in Portal users', async () => {
    const reply = await api.call('admin', 'DELETE', '/api/user', { password: PASSWORD });
    expect(reply.status).toBe(403);
    expect((await api.get('admin', '/api/user')).status).toBe(200);
  });
});

describe('DELETE /api/users/{id}: staff delete an owner', () => {
  it('answers what the delete takes with it, then deletes by the same rule with an entry for every record changed', async () => {
    const owner = await ownerWithThings(api);
    const summary = await api.get('admin', `/api/users/${owner.id}/deletion`);
    expect(summary.body).toEqual({ owner: true, vehicles: 1, bookings: 1, photos: 1 });
    expect((await api.get('owner', `/api/users/${owner.id}/deletion`)).status).toBe(403);
    expect((await api.del('admin', `/api/users/${owner.id}`)).status).toBe(200);
    await expectDeleted(owner);
    expect((await asOwner(api, owner, 'GET', '/api/user')).status).toBe(401);
    await expectAudited(owner, { actor_id: api.ids.admin, actor_role: 'ADMIN' });
    expect((await api.get('admin', `/api/users/${owner.id}/deletion`)).status).toBe(404);
  });

  it('deletes owners in bulk by the same rule', async () => {
    const owners = [await ownerWithThings(api), await ownerWithThings(api)];
    const reply = await api.post('admin', '/api/users/bulk', { action: 'delete', ids: owners.map((o) => o.id) });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    for (const owner of owners) {
      await expectDeleted(owner);
      await expectAudited(owner, { actor_id: api.ids.admin, actor_role: 'ADMIN' });
    }
  });

  it("leaves other owners' things alone", async () => {
    const [gone, kept] = [await ownerWithThings(api), await ownerWithThings(api)];
    expect((await api.del('admin', `/api/users/${gone.id}`)).status).toBe(200);
    expect(await vehicleOf(kept)).toMatchObject({ user_id: kept.id, nickname: kept.vehicle.nickname, my_image: kept.vehicle.photo });
    expect(await bookingOf(kept)).toMatchObject({ user_id: kept.id });
    expect(await served(kept.vehicle.photo)).toBe(200);
    const exported = JSON.stringify((await asOwner(api, kept, 'GET', '/api/user/export')).body);
    for (const marker of markersOf(gone)) expect(exported).not.toContain(marker);
  });

  it("deletes a dealer's staff member plainly: nothing of an owner's to keep, their details in the entry", async () => {
    const dealer = (await api.get('admin', '/api/dealers?per_page=1')).body.data[0];
    const staff = await api.post('admin', '/api/users', userBody({ role: 'DEALER', dealers_id: dealer.id, password: PASSWORD }));
    expect(staff.status, JSON.stringify(staff.body)).toBe(201);
    expect((await api.get('admin', `/api/users/${staff.body.id}/deletion`)).body).toEqual({ owner: false, vehicles: 0, bookings: 0, photos: 0 });
    expect((await api.del('admin', `/api/users/${staff.body.id}`)).status).toBe(200);
    const [entry] = await entriesOf('user', staff.body.id);
    expect(entry).toMatchObject({ action: 'delete', before: { role: 'DEALER', email: staff.body.email } });
  });
});
