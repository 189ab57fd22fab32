// The garage's marketing banner, GET messages/best (docs/decisions.md): of the enabled Portal messages
// for the owner's region or All whose trigger holds (Logins: login count; Distance: the latest
// odometer given at a booking; Period: days since the first vehicle's registration), the highest
// trigger amount, newest first on a tie; {message: null} when none holds.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/booking-rules.ts';
import { messages, users, vehicleServices, vehicles } from '../../server/generated/tables.ts';
import { type TestApi, startApi } from './harness.ts';
import { insertBooking, insertDealer, insertModel, insertVehicle } from './owner-fixtures.ts';

let api: TestApi;
let model: { id: number };
let dealer: { id: number };

const today = () => new Date().toISOString().slice(0, 10);
const best = async (as: 'owner' | 'other' = 'owner') => {
  const reply = await api.get(as, '/api/messages/best');
  expect(reply.status).toBe(200);
  return reply.body.message as { id: number; name: string; message: string } | null;
};
const add = async (values: Partial<typeof messages.$inferInsert>) => {
  const [row] = await api.app.database.db
    .insert(messages)
    .values({
      name: 'm',
      message: 'Words for the owner',
      channel: 'Portal',
      region: 'All',
      trigger_type: 'Logins',
      trigger_operator: '>',
      trigger_amount: 0,
      ...values,
    })
    .returning();
  return row!;
};
const logins = (count: number) => api.app.database.db.update(users).set({ login_count: count }).where(eq(users.id, api.ids.owner));

beforeAll(async () => {
  api = await startApi();
  model = await insertModel(api);
  dealer = await insertDealer(api);
});
afterAll(() => api.close());
beforeEach(async () => {
  const db = api.app.database.db;
  await db.delete(messages);
  await db.delete(vehicleServices);
  await db.delete(vehicles);
  await logins(0);
});

describe('GET messages/best', () => {
  it('answers {message: null} when no message holds, and is for signed-in owners', async () => {
    await add({ name: 'Never', trigger_operator: '<', trigger_amount: 0 });
    expect((await api.get('owner', '/api/messages/best')).body).toEqual({ message: null });
    expect((await api.get('visitor', '/api/messages/best')).status).toBe(401);
  });

  it('compares the login count with each operator', async () => {
    await logins(5);
    const cases: [string, number, boolean][] = [
      ['>', 4, true],
      ['>', 5, false],
      ['<', 6, true],
      ['<', 5, false],
      ['=', 5, true],
      ['=', 4, false],
      ['!=', 4, true],
      ['!=', 5, false],
    ];
    for (const [operator, amount, holds] of cases) {
      await api.app.database.db.delete(messages);
      const row = await add({ name: `${operator} ${amount}`, trigger_operator: operator as '>', trigger_amount: amount });
      expect(await best(), `${operator} ${amount}`).toEqual(holds ? { id: row.id, name: row.name, message: row.message } : null);
    }
  });

  it("keeps to enabled messages of the portal channel for the owner's region or All", async () => {
    await logins(3);
    await add({ name: 'Everyone', trigger_amount: 1 });
    await add({ name: 'Australians', trigger_amount: 2, region: 'Australia' });
    await add({ name: 'Kiwis', trigger_amount: 2, region: 'New Zealand' });
    await add({ name: 'By email', trigger_amount: 2, channel: 'EDM' });
    await add({ name: 'Switched off', trigger_amount: 2, enabled: false });
    expect((await best())?.name).toBe('Australians');
    await api.app.database.db.update(users).set({ login_count: 3 }).where(eq(users.id, api.ids.other));
    expect((await best('other'))?.name).toBe('Kiwis');
  });

  it('measures distance by the odometer of the latest booking, none before a first booking', async () => {
    const ute = await insertVehicle(api, api.ids.owner, model.id);
    await add({ name: 'Over 10,000 km', trigger_type: 'Distance', trigger_operator: '>', trigger_amount: 10000 });
    await add({ name: 'Under 10,000 km', trigger_type: 'Distance', trigger_operator: '<', trigger_amount: 10000 });
    expect(await best()).toBeNull();
    await insertBooking(api, { vehicle_id: ute.id, dealer_id: dealer.id, odometer: 12000, created_at: new Date('2026-01-01T00:00:00Z') });
    expect((await best())?.name).toBe('Over 10,000 km');
    // The latest booking counts, even with a smaller reading (a new odometer after a repair).
    await insertBooking(api, { vehicle_id: ute.id, dealer_id: dealer.id, odometer: 8000, created_at: new Date('2026-02-01T00:00:00Z') });
    expect((await best())?.name).toBe('Under 10,000 km');
  });

  it("measures the period in days since the owner's first vehicle was registered", async () => {
    await insertVehicle(api, api.ids.owner, model.id, { registration_date: addDays(today(), -40) });
    await add({ name: 'Exactly 100 days', trigger_type: 'Period', trigger_operator: '=', trigger_amount: 100 });
    await add({ name: 'Not yet a year', trigger_type: 'Period', trigger_operator: '<', trigger_amount: 365 });
    expect((await best())?.name).toBe('Not yet a year');
    await insertVehicle(api, api.ids.owner, model.id, { registration_date: addDays(today(), -100) });
    expect((await best())?.name).toBe('Not yet a year');
    await api.app.database.db.delete(messages).where(eq(messages.name, 'Not yet a year'));
    expect((await best())?.name).toBe('Exactly 100 days');
    expect(await best('other')).toBeNull();
  });

  it('takes the highest trigger amount whatever its type, and the newest of a tie', async () => {
    await logins(50);
    await insertVehicle(api, api.ids.owner, model.id, { registration_date: addDays(today(), -30) });
    await add({ name: 'Fifty logins', trigger_operator: '=', trigger_amount: 50 });
    await add({ name: 'Older 365', trigger_type: 'Period', trigger_operator: '<', trigger_amount: 365, created_at: new Date('2026-01-01T00:00:00Z') });
    await add({ name: 'Newer 365', trigger_type: 'Logins', trigger_operator: '!=', trigger_amount: 365, created_at: new Date('2026-03-01T00:00:00Z') });
    await add({ name: 'Middle 365', trigger_type: 'Period', trigger_operator: '>', trigger_amount: 365, created_at: new Date('2026-02-01T00:00:00Z') });
    // "Middle 365" does not hold (30 days), so the newest holding one of the highest amount wins.
    expect((await best())?.name).toBe('Newer 365');
    await api.app.database.db.delete(messages).where(eq(messages.name, 'Newer 365'));
    expect((await best())?.name).toBe('Older 365');
  });
});
