// Where a booking may stand (docs/decisions.md, "Owner garage, vehicle, dealer and booking"): a
// dealer takes its slot capacity of open bookings in one half hour, owners racing for the last
// place included; the owner moves an open booking under the rules of a new one, and the dealer is told.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages, throttleCounters, users } from '../../server/generated/tables.ts';
import { bookingBody, HOURS, next } from './booking-times.ts';
import { type TestApi, startApi } from './harness.ts';
import { insertDealer, insertModel, insertVehicle } from './owner-fixtures.ts';

let api: TestApi;
let dealer: { id: number };

const booking = (values: Record<string, unknown> & { vehicle_id: number }) => bookingBody(values.vehicle_id, dealer.id, values);

beforeAll(async () => {
  api = await startApi();
  dealer = await insertDealer(api, { name: 'Parramatta GWM', service_email: 'service@parramatta.example', state: 'NSW', dealer_hours: HOURS });
});
afterAll(() => api.close());
// Each test starts with the owner's ten calls an hour.
beforeEach(() => api.app.database.db.delete(throttleCounters));

describe('a dealer takes its slot capacity of open bookings in a half hour', () => {
  it('refuses the last place to all but one of two owners racing for it, and keeps other half hours free', async () => {
    const model = await insertModel(api);
    const small = await insertDealer(api, { state: 'NSW', dealer_hours: HOURS, slot_capacity: 1 });
    // The other owner lives in New South Wales too, so both may book this dealer.
    await api.app.database.db.update(users).set({ state: 'NSW' }).where(eq(users.id, api.ids.other));
    const mine = await insertVehicle(api, api.ids.owner, model.id);
    const theirs = await insertVehicle(api, api.ids.other, model.id);
    const at = (time: string) => `${next('Thursday')} ${time}`;
    const race = await Promise.all([
      api.post('owner', '/api/vehicleservices', booking({ vehicle_id: mine.id, dealer_id: small.id, date: at('09:30') })),
      api.post('other', '/api/vehicleservices', booking({ vehicle_id: theirs.id, dealer_id: small.id, date: at('09:45') })),
    ]);
    expect(race.map((r) => r.status).sort(), JSON.stringify(race.map((r) => r.body))).toEqual([201, 422]);
    expect(race.find((r) => r.status === 422)!.body.errors).toEqual({ date: ['The dealer is fully booked at this time. Please choose another time.'] });
    const loser = race.findIndex((r) => r.status === 422);
    const [who, vehicle] = loser === 0 ? (['owner', mine] as const) : (['other', theirs] as const);
    // The next half hour is free; and a cancelled booking gives its place back.
    const later = await api.post(who, '/api/vehicleservices', booking({ vehicle_id: vehicle.id, dealer_id: small.id, date: at('10:00') }));
    expect(later.status).toBe(201);
    const winner = race.find((r) => r.status === 201)!;
    await api.put('admin', `/api/vehicleservices/${winner.body.id}/status`, { status: 'cancelled' });
    await api.put('admin', `/api/vehicleservices/${later.body.id}/status`, { status: 'cancelled' });
    expect((await api.post(who, '/api/vehicleservices', booking({ vehicle_id: vehicle.id, dealer_id: small.id, date: at('09:30') }))).status).toBe(201);
  });

  it('takes two a half hour unless the dealer says otherwise', async () => {
    const model = await insertModel(api);
    const usual = await insertDealer(api, { state: 'NSW', dealer_hours: HOURS });
    const read = await api.get('admin', `/api/dealers/${usual.id}`);
    expect(read.body.slot_capacity).toBe(2);
    const cars = await Promise.all([1, 2, 3].map(() => insertVehicle(api, api.ids.owner, model.id)));
    const made = [];
    for (const car of cars)
      made.push(
        (await api.post('owner', '/api/vehicleservices', booking({ vehicle_id: car.id, dealer_id: usual.id, date: `${next('Friday')} 11:00` }))).status,
      );
    expect(made).toEqual([201, 201, 422]);
  });
});

describe('PUT vehicleservices/{id}: the owner moves a booking', () => {
  it('moves an open booking to another time at its dealer: requested again, the dealer emailed', async () => {
    const model = await insertModel(api);
    const car = await insertVehicle(api, api.ids.owner, model.id);
    const made = await api.post('owner', '/api/vehicleservices', booking({ vehicle_id: car.id, date: `${next('Monday')} 09:00` }));
    await api.put('admin', `/api/vehicleservices/${made.body.id}/status`, { status: 'confirmed' });
    const moved = await api.put('owner', `/api/vehicleservices/${made.body.id}`, { date: `${next('Wednesday')} 14:30` });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ id: made.body.id, date: `${next('Wednesday')} 14:30`, status: 'requested', vehicle_id: car.id, dealer_id: dealer.id });
    const told = await api.app.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'service@parramatta.example'));
    const mail = told.find((m) => m.subject.includes('booking moved'));
    expect(mail?.text).toContain(`Booking reference: ${made.body.id}`);
    expect(mail?.text).toContain('at 2:30 pm');
  });

  it('refuses a move the booking rules refuse, a full half hour, a booking that is over, and another owner', async () => {
    const model = await insertModel(api);
    const car = await insertVehicle(api, api.ids.owner, model.id);
    const full = await insertDealer(api, { state: 'NSW', dealer_hours: HOURS, slot_capacity: 1 });
    const other = await insertVehicle(api, api.ids.owner, model.id);
    const made = await api.post('owner', '/api/vehicleservices', booking({ vehicle_id: car.id, dealer_id: full.id, date: `${next('Monday')} 09:00` }));
    await api.post('owner', '/api/vehicleservices', booking({ vehicle_id: other.id, dealer_id: full.id, date: `${next('Monday')} 11:00` }));
    const move = (date: string, as: 'owner' | 'other' = 'owner') => api.put(as, `/api/vehicleservices/${made.body.id}`, { date });
    for (const [date, message] of [
      ['', 'date is required'],
      ['Monday morning', 'date is not in the expected format'],
      ['2020-03-03 09:00', 'Please choose today or a later date.'],
      [`${next('Sunday')} 09:00`, 'This dealer is closed on Sundays. Please choose another day.'],
      [`${next('Monday')}`, 'Please enter your preferred time'],
      [`${next('Monday')} 11:15`, 'The dealer is fully booked at this time. Please choose another time.'],
    ]) {
      const refused = await move(date!);
      expect(refused.status, date).toBe(422);
      expect(refused.body.errors.date, date).toEqual([message]);
    }
    // Its own half hour is not full for it: a move within it is fine.
    expect((await move(`${next('Monday')} 09:15`)).status).toBe(200);
    expect((await move(`${next('Monday')} 10:00`, 'other')).status).toBe(404);
    await api.put('admin', `/api/vehicleservices/${made.body.id}/status`, { status: 'declined', reason: 'Workshop closed for stocktake' });
    const over = await move(`${next('Tuesday')} 10:00`);
    expect(over.status).toBe(422);
    expect(over.body.errors.status).toEqual(['Only a booking that is requested or confirmed can be moved.']);
  });
});
