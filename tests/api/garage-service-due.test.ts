// A vehicle's service history and when its next service is due (docs/decisions.md, "Owner garage,
// vehicle, dealer and booking"): GET vehicles/vehicle/{id} lists the completed bookings newest first, and both it and
// GET vehicles/user carry next_service from the last completed service, else from the
// registration date and 0 km. Another owner's vehicle stays a 404.
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { type TestApi, startApi } from './harness.ts';
import { insertBooking, insertDealer, insertModel, insertVehicle } from './owner-fixtures.ts';

let api: TestApi;
let dealer: { id: number; name: string };
let otherDealer: { id: number; name: string };
let serviced: { id: number };
let leap: { id: number };
let common: { id: number };
let fresh: { id: number };
let unscheduled: { id: number };
let oscars: { id: number };

const vehicleOf = async (id: number, as: 'owner' | 'other' = 'owner') => api.get(as, `/api/vehicles/vehicle/${id}`);

beforeAll(async () => {
  api = await startApi();
  const yearly = await insertModel(api, { code: 'SVC12', service_interval_months: 12, service_interval_km: 15000 });
  const halfYearly = await insertModel(api, { code: 'SVC6', service_interval_months: 6, service_interval_km: 10000 });
  const none = await insertModel(api, { code: 'SVC0' });
  dealer = await insertDealer(api, { name: 'Parramatta GWM' });
  otherDealer = await insertDealer(api, { name: 'Penrith GWM' });

  // A booking of the vehicle at Parramatta GWM; `status` and the rest as given.
  const booking = (
    vehicle: { id: number },
    date: string,
    odometer: number,
    status: string,
    values: { description?: string | null; type?: string; dealer_id?: number; service_odometer?: number; work_done?: string } = {},
  ) => insertBooking(api, { vehicle_id: vehicle.id, dealer_id: dealer.id, date, odometer, status, ...values });

  serviced = await insertVehicle(api, api.ids.owner, yearly.id, { registration_date: '2022-03-15' });
  // Completed services out of order, a completed repair after the last service, and bookings that are not completed.
  await booking(serviced, '2023-03-10 09:00', 14100, 'completed', { description: 'First service' });
  // The owner guessed 41,000 km when booking; the dealer read 41,250 (the history's and the next service's).
  await booking(serviced, '2025-04-02 08:30', 41000, 'completed', {
    description: 'Third service, new wipers',
    dealer_id: otherDealer.id,
    service_odometer: 41250,
    work_done: 'Logbook service; wiper blades replaced',
  });
  await booking(serviced, '2024-03-20 10:00', 27900, 'completed', { description: null });
  await booking(serviced, '2025-06-11 13:00', 44000, 'completed', { description: 'Replaced a cracked tail light', type: 'repair' });
  await booking(serviced, '2026-01-05 09:00', 50000, 'cancelled', { description: 'Cancelled one' });
  await booking(serviced, '2026-04-01 09:00', 55000, 'requested', { description: 'Waiting' });
  await booking(serviced, '2026-03-01 09:00', 53000, 'confirmed', { description: 'Confirmed' });

  leap = await insertVehicle(api, api.ids.owner, halfYearly.id, { registration_date: '2023-02-01' });
  await booking(leap, '2023-08-29 09:00', 8000, 'completed');
  common = await insertVehicle(api, api.ids.owner, halfYearly.id, { registration_date: '2024-02-01' });
  await booking(common, '2024-08-29 09:00', 9500, 'completed');

  fresh = await insertVehicle(api, api.ids.owner, yearly.id, { registration_date: '2025-10-31' });
  await booking(fresh, '2026-02-01 09:00', 3000, 'confirmed');
  unscheduled = await insertVehicle(api, api.ids.owner, none.id, { registration_date: '2024-01-01' });
  oscars = await insertVehicle(api, api.ids.other, yearly.id, { registration_date: '2024-01-01' });
  await booking(oscars, '2025-01-01 09:00', 12000, 'completed', { description: "Oscar's service" });
});
afterAll(() => api.close());

describe('service history on GET vehicles/vehicle/{id}', () => {
  it('lists only the completed bookings, newest first, with date, dealer, odometer and the work done', async () => {
    const answer = await vehicleOf(serviced.id);
    expect(answer.status).toBe(200);
    expect(answer.body.services).toEqual([
      {
        id: expect.any(Number),
        date: '2025-06-11 13:00',
        type: 'repair',
        odometer: 44000,
        description: 'Replaced a cracked tail light',
        work_done: null,
        dealer: { id: dealer.id, name: 'Parramatta GWM' },
      },
      {
        id: expect.any(Number),
        date: '2025-04-02 08:30',
        type: 'service',
        odometer: 41250,
        description: 'Third service, new wipers',
        work_done: 'Logbook service; wiper blades replaced',
        dealer: { id: otherDealer.id, name: 'Penrith GWM' },
      },
      {
        id: expect.any(Number),
        date: '2024-03-20 10:00',
        type: 'service',
        odometer: 27900,
        description: null,
        work_done: null,
        dealer: { id: dealer.id, name: 'Parramatta GWM' },
      },
      {
        id: expect.any(Number),
        date: '2023-03-10 09:00',
        type: 'service',
        odometer: 14100,
        description: 'First service',
        work_done: null,
        dealer: { id: dealer.id, name: 'Parramatta GWM' },
      },
    ]);
  });

  it('is an empty list for a vehicle with no completed booking', async () => {
    expect((await vehicleOf(fresh.id)).body.services).toEqual([]);
  });

  it("answers 404 for another owner's vehicle, with none of its history", async () => {
    const answer = await vehicleOf(oscars.id);
    expect(answer.status).toBe(404);
    expect(JSON.stringify(answer.body)).not.toContain("Oscar's service");
    expect((await vehicleOf(oscars.id, 'other')).body.services).toHaveLength(1);
  });
});

describe('next_service', () => {
  it('counts from the last completed service (not a repair): its date + the months and its odometer + the km', async () => {
    expect((await vehicleOf(serviced.id)).body.next_service).toEqual({ due_date: '2026-04-02', due_km: 56250 });
  });

  it('counts from the registration date and 0 km when nothing is completed yet', async () => {
    expect((await vehicleOf(fresh.id)).body.next_service).toEqual({ due_date: '2026-10-31', due_km: 15000 });
  });

  it('falls on 29 February in a leap year and on the 28th in a common one', async () => {
    expect((await vehicleOf(leap.id)).body.next_service).toEqual({ due_date: '2024-02-29', due_km: 18000 });
    expect((await vehicleOf(common.id)).body.next_service).toEqual({ due_date: '2025-02-28', due_km: 19500 });
  });

  it('is null when the model has no service interval', async () => {
    expect((await vehicleOf(unscheduled.id)).body.next_service).toBeNull();
  });

  it('follows a change of the interval in the back office', async () => {
    const [found] = (await api.get('admin', '/api/models?search=SVC0')).body.data as { id: number }[];
    const model = (await api.get('admin', `/api/models/${found!.id}`)).body;
    const changed = await api.put('admin', `/api/models/${model.id}`, { ...model, service_interval_months: 24, service_interval_km: 30000 });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await vehicleOf(unscheduled.id)).body.next_service).toEqual({ due_date: '2026-01-01', due_km: 30000 });
    const refused = await api.put('admin', `/api/models/${model.id}`, { ...model, service_interval_months: 0 });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.service_interval_months).toEqual(['The service interval must be 1 to 120 months']);
  });

  it('is in the garage list too, each vehicle its own, and the list carries no history', async () => {
    const garage = await api.get('owner', '/api/vehicles/user');
    expect(garage.status).toBe(200);
    const byId = new Map(garage.body.map((v: { id: number }) => [v.id, v]));
    expect(byId.get(serviced.id)).toMatchObject({ next_service: { due_date: '2026-04-02', due_km: 56250 } });
    expect(byId.get(fresh.id)).toMatchObject({ next_service: { due_date: '2026-10-31', due_km: 15000 } });
    expect(byId.get(leap.id)).toMatchObject({ next_service: { due_date: '2024-02-29', due_km: 18000 } });
    expect(byId.get(oscars.id)).toBeUndefined();
    expect(garage.body.every((v: object) => !('services' in v))).toBe(true);
  });
});
