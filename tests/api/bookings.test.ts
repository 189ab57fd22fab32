// Service bookings as the back office reads them (GET /api/vehicleservices): a page with each
// booking's vehicle (with its user and model) and dealer, never a password; read, search, count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, startApi } from './harness.ts';
import { allKeys, insertBooking, insertDealer, insertModel, insertVehicle, isPage } from './owner-fixtures.ts';

let api: TestApi;
let dealer: { id: number; name: string };
let otherDealer: { id: number };
let vehicle: { id: number; registration: string };
let early: { id: number };
let late: { id: number };
let repair: { id: number };

beforeAll(async () => {
  api = await startApi();
  const model = await insertModel(api, { code: 'H6', model: 'H6', brand: 'Haval' });
  dealer = await insertDealer(api, { name: 'Booking Haval', brand: 'Haval' });
  otherDealer = await insertDealer(api, { name: 'Other GWM' });
  vehicle = await insertVehicle(api, api.ids.owner, model.id);
  const oscars = await insertVehicle(api, api.ids.other, model.id);
  early = await insertBooking(api, {
    vehicle_id: vehicle.id,
    dealer_id: dealer.id,
    date: '2025-03-03 08:00',
    odometer: 10000,
    description: 'First service at 10,000 km',
  });
  late = await insertBooking(api, { vehicle_id: vehicle.id, dealer_id: dealer.id, date: '2025-09-01 13:30', odometer: 20000, description: 'Second service' });
  repair = await insertBooking(api, {
    vehicle_id: oscars.id,
    dealer_id: otherDealer.id,
    date: '2025-06-15 10:15',
    odometer: 5000,
    type: 'repair',
    description: 'Rattle in the dash — 50% of the time',
    status: 'confirmed',
  });
});
afterAll(() => api.close());

describe('service bookings list', () => {
  it('answers a page, newest date first, 10 a page by default', async () => {
    const list = await api.get('admin', '/api/vehicleservices');
    expect(list.status).toBe(200);
    expect(isPage(list.body)).toBe(true);
    expect(list.body).toMatchObject({ current_page: 1, last_page: 1, per_page: 10, total: 3 });
    expect(list.body.data.map((b: { id: number }) => b.id)).toEqual([late.id, repair.id, early.id]);
  });

  it('nests the vehicle with its user and model, and the dealer', async () => {
    const list = await api.get('admin', '/api/vehicleservices?per_page=50&page=1');
    const booking = list.body.data.find((b: { id: number }) => b.id === early.id);
    expect(booking).toMatchObject({
      vehicle_id: vehicle.id,
      dealer_id: dealer.id,
      date: '2025-03-03 08:00',
      odometer: 10000,
      type: 'service',
      status: 'requested',
    });
    expect(booking.vehicle).toMatchObject({ id: vehicle.id, registration: vehicle.registration, user_id: api.ids.owner });
    expect(booking.vehicle.user).toMatchObject({ id: api.ids.owner, firstname: 'Olive', lastname: 'Owner', email: 'olive@test.example' });
    expect(booking.vehicle.model).toMatchObject({ code: 'H6', brand: 'Haval' });
    expect(booking.dealer).toMatchObject({ id: dealer.id, name: 'Booking Haval', brand: 'Haval' });
  });

  it('never sends a password field, at any depth', async () => {
    const list = await api.get('admin', '/api/vehicleservices?per_page=-1');
    expect(allKeys(list.body).has('password')).toBe(false);
    expect(JSON.stringify(list.body)).not.toContain('$argon2');
    const one = await api.get('admin', `/api/vehicleservices/${early.id}`);
    expect(allKeys(one.body).has('password')).toBe(false);
  });

  it('reads one booking with the same nesting, and answers 404 for one that does not exist', async () => {
    const one = await api.get('admin', `/api/vehicleservices/${repair.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      id: repair.id,
      type: 'repair',
      status: 'confirmed',
      vehicle: { user: { id: api.ids.other } },
      dealer: { id: otherDealer.id },
    });
    expect((await api.get('admin', '/api/vehicleservices/99999')).status).toBe(404);
  });

  it('filters by dealer, type and status', async () => {
    expect((await api.get('admin', `/api/vehicleservices?dealer_id=${dealer.id}`)).body.total).toBe(2);
    expect((await api.get('admin', '/api/vehicleservices?type=repair')).body.data.map((b: { id: number }) => b.id)).toEqual([repair.id]);
    expect((await api.get('admin', '/api/vehicleservices?status=requested')).body.total).toBe(2);
    const wrong = await api.get('admin', '/api/vehicleservices?status=lost');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ status: ['status must be one of: requested, confirmed, declined, completed, cancelled'] });
  });

  it('searches the details, literally', async () => {
    const found = await api.get('admin', '/api/vehicleservices/search?q=second');
    expect(found.body.map((b: { id: number }) => b.id)).toEqual([late.id]);
    const percent = await api.get('admin', `/api/vehicleservices/searchWithPagination?q=${encodeURIComponent('50%')}&per_page=10&page=1`);
    expect(isPage(percent.body)).toBe(true);
    expect(percent.body.data.map((b: { id: number }) => b.id)).toEqual([repair.id]);
  });

  it('counts at /count and /count/', async () => {
    expect((await api.get('admin', '/api/vehicleservices/count')).body).toEqual({ count: 3 });
    expect((await api.get('admin', '/api/vehicleservices/count/')).body).toEqual({ count: 3 });
    expect((await api.get('admin', '/api/vehicleservices/count?type=service')).body).toEqual({ count: 2 });
  });

  it('is read only in the back office: no update or delete', async () => {
    // PUT on a booking is its owner's move: to staff, an owner's booking is not theirs to move.
    expect((await api.put('admin', `/api/vehicleservices/${early.id}`, { date: '2030-01-07 10:00' })).status).toBe(404);
    expect((await api.del('admin', `/api/vehicleservices/${early.id}`)).status).toBe(404);
    expect((await api.get('admin', `/api/vehicleservices/${early.id}`)).body.odometer).toBe(10000);
  });

  it('is closed to visitors and API accounts; owners see only their own bookings', async () => {
    for (const url of ['/api/vehicleservices', `/api/vehicleservices/${early.id}`, '/api/vehicleservices/count/', '/api/vehicleservices/search?q=a']) {
      expect((await api.get('visitor', url)).status, url).toBe(401);
      expect((await api.get('api', url)).status, url).toBe(403);
    }
    const own = await api.get('owner', '/api/vehicleservices?per_page=-1');
    expect(own.status).toBe(200);
    expect(own.body.data.map((b: { id: number }) => b.id).sort()).toEqual([early.id, late.id].sort());
    expect((await api.get('owner', `/api/vehicleservices/${repair.id}`)).status).toBe(404);
    expect((await api.get('other', `/api/vehicleservices/${repair.id}`)).status).toBe(200);
  });
});
