// Recall bookings (docs/decisions.md, "Recalls"): an owner books the recall repair of a vehicle
// with an open recall (type `recall`), the dealer reads which recalls in its details; a vehicle
// without one is refused. Completing it (PUT /api/vehicleservices/{id}/status) remedies the VIN:
// the notice goes from the owner's list and the campaign counts it remedied.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOURS, bookingBody } from './booking-times.ts';
import { type TestApi, startApi } from './harness.ts';
import { insertDealer, insertModel, insertVehicle } from './owner-fixtures.ts';
import { insertRecall, putOnRecall, recallVin, remediedOn } from './recall-fixtures.ts';

let api: TestApi;
let dealer: { id: number };
let affected: { id: number; vin: string };
let unaffected: { id: number; vin: string };
let recall: { id: number; reference: string; title: string };

beforeAll(async () => {
  api = await startApi();
  const model = await insertModel(api);
  dealer = await insertDealer(api, { dealer_hours: HOURS });
  affected = await insertVehicle(api, api.ids.owner, model.id, { vin: recallVin() });
  unaffected = await insertVehicle(api, api.ids.owner, model.id, { vin: recallVin() });
  recall = await insertRecall(api, { reference: 'R-BOOK-01', title: 'Fuel pump may fail' });
  await putOnRecall(api, recall.id, affected.vin);
});
afterAll(() => api.close());

const openRecalls = async () => (await api.get('owner', '/api/recalls/user')).body as Array<{ id: number; booked: boolean }>;
const progressOf = async () => (await api.get('admin', '/api/recalls/progress')).body.find((p: { recalls_id: number }) => p.recalls_id === recall.id);

describe('a recall booking', () => {
  it('is refused for a vehicle with no open recall', async () => {
    const refused = await api.post('owner', '/api/vehicleservices', bookingBody(unaffected.id, dealer.id, { type: 'recall' }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors.type).toEqual(['This vehicle has no open recall to book: please book a service or a repair.']);
  });

  let booking: { id: number };
  it('is taken for the affected vehicle, telling the dealer which recall', async () => {
    const booked = await api.post('owner', '/api/vehicleservices', bookingBody(affected.id, dealer.id, { type: 'recall', description: 'Any weekday morning' }));
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ type: 'recall', status: 'requested', description: 'Recall R-BOOK-01: Fuel pump may fail\nAny weekday morning' });
    booking = booked.body;
    expect(await openRecalls()).toEqual([expect.objectContaining({ id: recall.id, booked: true })]);
    expect(await progressOf()).toMatchObject({ vins: 1, booked: 1, remedied: 0 });
    const list = await api.get('admin', `/api/vehicleservices?type=recall`);
    expect(list.body.data.map((b: { id: number }) => b.id)).toEqual([booking.id]);
  });

  it('remedies the VIN once the dealer completes it: the notice goes', async () => {
    expect((await api.put('admin', `/api/vehicleservices/${booking.id}/status`, { status: 'confirmed' })).status).toBe(200);
    expect(await remediedOn(api, recall.id, affected.vin)).toBeNull();
    const done = await api.put('admin', `/api/vehicleservices/${booking.id}/status`, { status: 'completed', odometer: 15100, note: 'Fuel pump replaced' });
    expect(done.status).toBe(200);
    expect(await remediedOn(api, recall.id, affected.vin)).toBe(bookingBody(0, 0).date.slice(0, 10));
    expect(await openRecalls()).toEqual([]);
    expect(await progressOf()).toMatchObject({ vins: 1, booked: 1, remedied: 1 });
    // A recall repair is not a service: the history names it, and the next service still counts from before.
    const vehicle = (await api.get('owner', `/api/vehicles/vehicle/${affected.id}`)).body;
    expect(vehicle.recalls).toEqual([]);
    expect(vehicle.services[0]).toMatchObject({ type: 'recall', work_done: 'Fuel pump replaced' });
  });

  it('is no more to be made once the VIN is remedied', async () => {
    const again = await api.post(
      'owner',
      '/api/vehicleservices',
      bookingBody(affected.id, dealer.id, { type: 'recall', date: `${bookingBody(0, 0).date.slice(0, 10)} 11:00` }),
    );
    expect(again.status).toBe(422);
    expect(again.body.errors.type).toHaveLength(1);
  });
});

describe('remedied by hand', () => {
  it('staff set the date on the VIN: the owner no longer sees the recall', async () => {
    const other = await insertRecall(api, { reference: 'R-BOOK-02' });
    await putOnRecall(api, other.id, unaffected.vin);
    expect((await openRecalls()).map((r) => r.id)).toEqual([other.id]);
    const row = (await api.get('admin', `/api/recallvehicles?recalls_id=${other.id}`)).body.data[0];
    expect((await api.put('admin', `/api/recallvehicles/${row.id}`, { ...row, remedied_date: '2026-05-04' })).status).toBe(200);
    expect(await openRecalls()).toEqual([]);
  });
});
