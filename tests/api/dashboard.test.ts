// The back office dashboard (docs/back-office.md section 2, Dashboard): the seven tile counts and the
// last 12 weeks of bookings and owner registrations, Monday to Sunday in UTC, for administrators.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, vehicleServices } from '../../server/generated/tables.ts';
import type { DashboardCounts } from '../../shared/dashboard.ts';
import type { WeekActivity } from '../../shared/generated/types.ts';
import { type Caller, type TestApi, startApi } from './harness.ts';
import { insertBooking, insertDealer, insertModel, insertVehicle, unique } from './owner-fixtures.ts';
import { recordStatements } from './recorded-statements.ts';

const DAY = 86_400_000;

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** Monday (UTC) of the week holding `date`, as YYYY-MM-DD. */
function mondayOf(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

async function dashboard() {
  const reply = await api.get('admin', '/api/dashboard');
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as DashboardCounts & { weekly: WeekActivity[] };
}

async function createOwner(registeredAt: Date | null) {
  const created = await api.post('admin', '/api/users', {
    firstname: 'Dash',
    lastname: unique('Owner'),
    email: `${unique('dash')}@test.example`,
    consent: true,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  // The server owns registered_at (registration sets it); a test writes it directly.
  await api.app.database.db
    .update(users)
    .set({ registered: registeredAt !== null, registered_at: registeredAt })
    .where(eq(users.id, created.body.id));
  return created.body as { id: number };
}

describe('dashboard', () => {
  it('counts owners, vehicles, waiting services, messages, models and enabled dealers', async () => {
    const before = await dashboard();
    const model = await insertModel(api);
    await insertModel(api, { active: false });
    const dealer = await insertDealer(api);
    await insertDealer(api, { enabled: false });
    const owner = await createOwner(null);
    const vehicle = await insertVehicle(api, owner.id, model.id);
    await insertVehicle(api, api.ids.owner, model.id);
    await insertBooking(api, { vehicle_id: vehicle.id, dealer_id: dealer.id });
    await insertBooking(api, { vehicle_id: vehicle.id, dealer_id: dealer.id, status: 'confirmed' });
    const message = await api.post('admin', '/api/messages', {
      name: 'Welcome',
      message: 'Hello',
      trigger_type: 'Logins',
      trigger_operator: '>',
      trigger_amount: 1,
      region: 'All',
      channel: 'Portal',
    });
    expect(message.status).toBe(201);
    // An API account is not an owner.
    expect(
      (
        await api.post('admin', '/api/users/api', {
          firstname: 'Partner',
          lastname: 'App',
          email: `${unique('partner')}@api.example`,
          password: 'long enough secret',
          mobile_phone: '0400000000',
          consent: false,
        })
      ).status,
    ).toBe(201);

    const after = await dashboard();
    const { weekly: _weekly, ...counts } = after;
    expect(counts).toEqual({
      users: before.users + 1,
      vehicles: before.vehicles + 2,
      services_waiting: before.services_waiting + 1,
      messages: before.messages + 1,
      models: before.models + 2,
      dealers: before.dealers + 1,
      open_recalls: before.open_recalls,
      // A few rows are counted, none estimated.
      estimated: [],
    });
    // The harness's two owners (and neither its administrator nor its API account) were there first.
    expect(before).toMatchObject({ users: 2, vehicles: 0, services_waiting: 0, messages: 0, models: 0, dealers: 0 });
  });

  it('has the last 12 weeks, Mondays, oldest first, ending with the current week', async () => {
    const { weekly } = await dashboard();
    expect(weekly).toHaveLength(12);
    const now = new Date();
    expect(weekly.at(-1)!.week_start).toBe(mondayOf(now));
    expect(weekly[0]!.week_start).toBe(mondayOf(new Date(now.getTime() - 77 * DAY)));
    for (const [i, week] of weekly.entries()) {
      expect(new Date(`${week.week_start}T00:00:00Z`).getUTCDay()).toBe(1);
      if (i > 0) expect(Date.parse(week.week_start) - Date.parse(weekly[i - 1]!.week_start)).toBe(7 * DAY);
      expect(week).toEqual({ week_start: expect.any(String), bookings: expect.any(Number), registrations: expect.any(Number) });
    }
  });

  it('counts a booking made now in the current week, and one made 5 weeks ago in its week', async () => {
    const model = await insertModel(api);
    const dealer = await insertDealer(api);
    const vehicle = await insertVehicle(api, api.ids.other, model.id);
    const before = (await dashboard()).weekly;
    await insertBooking(api, { vehicle_id: vehicle.id, dealer_id: dealer.id });
    const old = await insertBooking(api, { vehicle_id: vehicle.id, dealer_id: dealer.id });
    await api.app.database.db
      .update(vehicleServices)
      .set({ created_at: new Date(Date.now() - 35 * DAY) })
      .where(eq(vehicleServices.id, old.id));
    const after = (await dashboard()).weekly;
    expect(after.map((w) => w.bookings - before.find((b) => b.week_start === w.week_start)!.bookings)).toEqual([0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);
  });

  it('counts an owner registered 3 weeks ago in that week, and not before registering, outside the 12 weeks or staff', async () => {
    const before = (await dashboard()).weekly;
    await createOwner(new Date(Date.now() - 21 * DAY));
    await createOwner(new Date(Date.now() - 200 * DAY));
    await createOwner(null);
    // A dealer's staff member who registered the same week is not an owner's registration.
    const staff = await createOwner(new Date(Date.now() - 21 * DAY));
    await api.app.database.db.update(users).set({ role: 'DEALER' }).where(eq(users.id, staff.id));
    const after = (await dashboard()).weekly;
    expect(after.map((w) => w.registrations - before.find((b) => b.week_start === w.week_start)!.registrations)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0]);
    expect(after[8]!.week_start).toBe(mondayOf(new Date(Date.now() - 21 * DAY)));
  });

  it('reads the figures once for staff who open it at once, and again for one who opens it after', async () => {
    const one = await recordStatements(api.app.database, () => api.get('admin', '/api/dashboard'));
    const together = await recordStatements(api.app.database, () => Promise.all([1, 2, 3].map(() => api.get('admin', '/api/dashboard'))));
    expect(together.result.map((reply) => reply.status)).toEqual([200, 200, 200]);
    expect(together.result.map((reply) => reply.body)).toEqual([one.result.body, one.result.body, one.result.body]);
    expect(together.sent.filter((text) => text.includes('generate_series'))).toHaveLength(1);
    const after = await recordStatements(api.app.database, () => api.get('admin', '/api/dashboard'));
    expect(after.sent.filter((text) => text.includes('generate_series'))).toHaveLength(1);
  });

  it.each([
    ['visitor', 401],
    ['owner', 403],
    ['api', 403],
  ] as [Caller, number][])('answers %s with %i', async (caller, status) => {
    const reply = await api.get(caller, '/api/dashboard');
    expect(reply.status).toBe(status);
    expect(Object.keys(reply.body)).toEqual(['message']);
  });
});
