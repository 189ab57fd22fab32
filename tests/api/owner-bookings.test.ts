// Owners' bookings (docs/owner-app.md 2.14, 5, 7; docs/decisions.md): one of their own vehicles with
// no other open booking, an enabled dealer of their country, from today to six months ahead at a time
// the dealer takes bookings (the emails: booking-mail.test.ts), ten calls an hour; owners list and
// cancel their own while requested or confirmed, staff move any on; another owner's booking answers 404.
// Slot capacity and moves: owner-booking-moves.test.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localNow, timeOf } from '../../shared/booking-rules.ts';
import { throttleCounters, vehicleServices, vehicles } from '../../server/generated/tables.ts';
import { eq } from 'drizzle-orm';
import { type TestApi, startApi } from './harness.ts';
import { bookingBody, HOURS, next, WEEK } from './booking-times.ts';
import { insertDealer, insertModel, insertVehicle } from './owner-fixtures.ts';

let api: TestApi;
let ute: { id: number; registration: string };
let van: { id: number };
let oscars: { id: number };
let dealer: { id: number; name: string; email: string };
let kiwi: { id: number };
let disabled: { id: number };
let anyTime: { id: number };

const booking = (values: Record<string, unknown> = {}) => bookingBody(ute.id, dealer.id, values);

beforeAll(async () => {
  api = await startApi();
  const model = await insertModel(api, { model: 'Cannon Alpha', variant: 'Ultra', brand: 'GWM' });
  ute = await insertVehicle(api, api.ids.owner, model.id, { nickname: null });
  van = await insertVehicle(api, api.ids.owner, model.id);
  oscars = await insertVehicle(api, api.ids.other, model.id);
  dealer = await insertDealer(api, {
    name: 'Parramatta GWM',
    email: 'sales@parramatta.example',
    service_email: 'service@parramatta.example',
    state: 'NSW',
    dealer_hours: HOURS,
  });
  kiwi = await insertDealer(api, { name: 'Penrose GWM', state: 'NZ', country: 'NZ', dealer_hours: HOURS });
  disabled = await insertDealer(api, { enabled: false, dealer_hours: HOURS });
  anyTime = await insertDealer(api, {
    state: 'NSW',
    dealer_hours: [...WEEK, 'Saturday' as const, 'Sunday' as const].map((day) => ({ day, open: 'By Appointment Only', close: 'By Appointment Only' })),
  });
});
afterAll(() => api.close());
// Each test starts with the owner's ten calls an hour; the limit has a test of its own.
beforeEach(() => api.app.database.db.delete(throttleCounters));

describe('POST vehicleservices', () => {
  it('books a service, requested, for the owner, and keeps the odometer on the vehicle', async () => {
    const made = await api.post('owner', '/api/vehicleservices', booking({ description: '  Squeak in the dash  ' }));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      vehicle_id: ute.id,
      dealer_id: dealer.id,
      user_id: api.ids.owner,
      status: 'requested',
      odometer: 15000,
      type: 'service',
      description: 'Squeak in the dash',
    });
    const [vehicle] = await api.app.database.db.select().from(vehicles).where(eq(vehicles.id, ute.id));
    expect(vehicle!.kilometers).toBe(15000);
    expect((await api.get('owner', `/api/vehicleservices/${made.body.id}`)).body).toEqual(made.body);
  });

  it('books a repair on a day by appointment only, at any time', async () => {
    const made = await api.post('owner', '/api/vehicleservices', booking({ vehicle_id: van.id, type: 'repair', date: `${next('Saturday')} 18:00` }));
    expect(made.status).toBe(201);
    expect(made.body.type).toBe('repair');
  });

  it.each([
    ['a missing date', { date: undefined }, 'date', 'Please enter your preferred date'],
    ['a date without a time', { date: '2030-01-01' }, 'date', 'Please enter your preferred time'],
    ['a missing odometer', { odometer: undefined }, 'odometer', 'Please enter your odometer reading'],
    ['an odometer that is not a number', { odometer: 'lots' }, 'odometer', 'Your odometer reading must be a number'],
    ['a date in the past', { date: '2020-03-03 09:00' }, 'date', 'Please choose today or a later date.'],
    ['a date more than six months ahead', { date: '2100-01-04 09:00' }, 'date', 'Please choose a date within the next 6 months.'],
    ['a closed day', { date: `${next('Sunday')} 09:00` }, 'date', 'This dealer is closed on Sundays. Please choose another day.'],
    ['a time outside the hours', { date: `${next('Wednesday')} 17:30` }, 'date', 'Please choose a time between 8:00 am and 5:00 pm.'],
    ['a time earlier than now today', { dealer_id: -4, date: `${localNow('Australia/Sydney').date} 00:00` }, 'date', 'Please choose a time later than now.'],
    ["someone else's vehicle", { vehicle_id: -1 }, 'vehicle_id', 'Please choose one of your vehicles.'],
    ['a vehicle that does not exist', { vehicle_id: 999999 }, 'vehicle_id', 'Please choose one of your vehicles.'],
    ['a dealer that does not exist', { dealer_id: 999999 }, 'dealer_id', 'Please choose a dealer from the list.'],
    ['a type that is none of service, repair and recall', { type: 'tyres' }, 'type', 'Type must be one of: service, repair, recall'],
    ['a dealer of another country', { dealer_id: -2 }, 'dealer_id', 'Please choose a dealer in your country.'],
    ['a disabled dealer', { dealer_id: -3 }, 'dealer_id', 'Please choose a dealer from the list.'],
  ])('refuses %s with its message and saves nothing', async (_what, change, field, message) => {
    const ids: Record<number, number> = { [-1]: oscars.id, [-2]: kiwi.id, [-3]: disabled.id, [-4]: anyTime.id };
    const body = Object.fromEntries(
      Object.entries(booking(change))
        .map(([k, v]) => [k, typeof v === 'number' && v < 0 ? ids[v] : v])
        .filter(([, v]) => v !== undefined),
    );
    const before = (await api.get('owner', '/api/vehicleservices/user')).body.length;
    const refused = await api.post('owner', '/api/vehicleservices', body);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[field]).toEqual([message]);
    expect((await api.get('owner', '/api/vehicleservices/user')).body).toHaveLength(before);
  });

  it('refuses a description over 2000 characters', async () => {
    const refused = await api.post('owner', '/api/vehicleservices', booking({ description: 'x'.repeat(2001) }));
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['description']);
  });

  it('is for owners: 401 for a visitor, 403 for an API account', async () => {
    expect((await api.post('visitor', '/api/vehicleservices', booking())).status).toBe(401);
    expect((await api.post('api', '/api/vehicleservices', booking())).status).toBe(403);
  });
});

describe('GET vehicleservices/user and PUT vehicleservices/{id}/status', () => {
  it("lists the owner's own bookings, newest date first, with vehicle and dealer", async () => {
    const mine = await api.get('owner', '/api/vehicleservices/user');
    expect(mine.status).toBe(200);
    expect(mine.body).toHaveLength(2);
    expect(mine.body[0].date >= mine.body[1].date).toBe(true);
    // Which of the two comes first depends on today's weekday (next Tuesday against next Saturday).
    expect(mine.body.find((b: { vehicle: { id: number } }) => b.vehicle.id === ute.id)).toMatchObject({
      status: 'requested',
      vehicle: { id: ute.id, label: 'GWM Cannon Alpha Ultra' },
      dealer: { id: dealer.id, name: 'Parramatta GWM' },
    });
    expect((await api.get('owner', `/api/vehicleservices/user?vehicle_id=${oscars.id}`)).body).toEqual([]);
    expect((await api.get('other', '/api/vehicleservices/user')).body).toEqual([]);
  });

  it('lets the owner cancel a requested booking, once', async () => {
    const [first] = (await api.get('owner', '/api/vehicleservices/user')).body;
    const cancelled = await api.put('owner', `/api/vehicleservices/${first.id}/status`, { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    const again = await api.put('owner', `/api/vehicleservices/${first.id}/status`, { status: 'cancelled' });
    expect(again.status).toBe(422);
    expect(again.body.errors.status).toEqual(['Only a booking that is requested or confirmed can be cancelled.']);
  });

  it('lets staff move a booking along its life, and an owner only cancel', async () => {
    const [, second] = (await api.get('owner', '/api/vehicleservices/user')).body;
    expect((await api.put('owner', `/api/vehicleservices/${second.id}/status`, { status: 'confirmed' })).body.errors.status).toEqual([
      'You can cancel a booking; the dealer confirms or completes it.',
    ]);
    const confirmed = await api.put('admin', `/api/vehicleservices/${second.id}/status`, { status: 'confirmed' });
    expect(confirmed.body.status).toBe('confirmed');
    expect((await api.get('admin', '/api/vehicleservices?status=confirmed')).body.total).toBe(1);
    // A completed booking is done: the owner can no longer cancel it.
    expect((await api.put('admin', `/api/vehicleservices/${second.id}/status`, { status: 'completed', odometer: 5100, note: 'Oil and filter' })).status).toBe(
      200,
    );
    expect((await api.put('owner', `/api/vehicleservices/${second.id}/status`, { status: 'cancelled' })).status).toBe(422);
    expect((await api.put('admin', `/api/vehicleservices/${second.id}/status`, { status: 'lost' })).status).toBe(422);
  });

  it("answers 404 for another owner's booking and changes nothing", async () => {
    const [first] = (await api.get('owner', '/api/vehicleservices/user')).body;
    const theirs = await api.put('other', `/api/vehicleservices/${first.id}/status`, { status: 'cancelled' });
    expect(theirs.status).toBe(404);
    expect((await api.put('other', '/api/vehicleservices/999999/status', { status: 'cancelled' })).body).toEqual(theirs.body);
  });
});

describe('one open booking per vehicle, ten calls an hour per owner', () => {
  it('refuses a second open booking of one vehicle, even two sent at once, until the first is cancelled', async () => {
    const model = await insertModel(api);
    const car = await insertVehicle(api, api.ids.owner, model.id);
    const atOnce = await Promise.all([1, 2, 3].map(() => api.post('owner', '/api/vehicleservices', booking({ vehicle_id: car.id }))));
    expect(atOnce.map((r) => r.status).sort()).toEqual([201, 422, 422]);
    const refused = atOnce.find((r) => r.status === 422)!;
    expect(refused.body.errors).toEqual({
      vehicle_id: ['This vehicle already has a booking the dealer expects. Please cancel it in My bookings before booking another.'],
    });
    const made = atOnce.find((r) => r.status === 201)!;
    expect(await api.app.database.db.select().from(vehicleServices).where(eq(vehicleServices.vehicle_id, car.id))).toHaveLength(1);
    // Confirmed is still open; once cancelled the vehicle can be booked again.
    await api.put('admin', `/api/vehicleservices/${made.body.id}/status`, { status: 'confirmed' });
    expect((await api.post('owner', '/api/vehicleservices', booking({ vehicle_id: car.id }))).status).toBe(422);
    await api.put('admin', `/api/vehicleservices/${made.body.id}/status`, { status: 'cancelled' });
    expect((await api.post('owner', '/api/vehicleservices', booking({ vehicle_id: car.id }))).status).toBe(201);
  });

  it('answers 429 after ten booking calls in an hour, with how long to wait, and books nothing more', async () => {
    const model = await insertModel(api);
    const cars = await Promise.all(Array.from({ length: 11 }, () => insertVehicle(api, api.ids.owner, model.id)));
    const answers = [];
    // Each in a half hour of its own, from 8:00, so the dealer's places are not what refuses them.
    for (const [i, car] of cars.entries()) {
      answers.push(await api.post('owner', '/api/vehicleservices', booking({ vehicle_id: car.id, date: `${next('Monday')} ${timeOf(8 * 60 + i * 30)}` })));
    }
    expect(answers.map((a) => a.status)).toEqual([...Array(10).fill(201), 429]);
    expect(answers[10]!.body.message).toBe('You have made many booking changes in a short time. Please try again in 1 minute.');
    expect(await api.app.database.db.select().from(vehicleServices).where(eq(vehicleServices.vehicle_id, cars[10]!.id))).toEqual([]);
    // Cancelling counts too; another owner is not held back.
    expect((await api.put('owner', `/api/vehicleservices/${answers[0]!.body.id}/status`, { status: 'cancelled' })).status).toBe(429);
    expect((await api.post('other', '/api/vehicleservices', booking({ vehicle_id: oscars.id }))).status).not.toBe(429);
  });
});

describe('GET helper/timezones', () => {
  it('names the time zone of every state', async () => {
    const zones = await api.get('owner', '/api/helper/timezones');
    expect(zones.body).toContainEqual({ state: 'WA', country: 'AU', timezone: 'Australia/Perth' });
    expect(zones.body).toContainEqual({ state: 'NZ', country: 'NZ', timezone: 'Pacific/Auckland' });
    expect(zones.body).toHaveLength(9);
  });
});
