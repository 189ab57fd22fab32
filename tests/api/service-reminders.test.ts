// Service reminders (docs/decisions.md, "Owner garage, vehicle, dealer and booking"): an email 30
// days before the next service is due and one 14 days after it, once each, through the outbox, to
// registered owners whose reminders are on; none once a newer service is completed. The job runs
// as at a "now" the test gives, years ahead, so the real date plays no part.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/generated/tables.ts';
import { type TestApi, startApi } from './harness.ts';
import { insertBooking, insertDealer, insertModel, unique } from './owner-fixtures.ts';
import { dueVehicle, mailsAbout, remindersOf, sydneyMorning, yearlyModel } from './reminder-fixtures.ts';

let api: TestApi;
let model: { id: number };
// Each registered 2039-06-15, so due 2040-06-15 at 15,000 km, unless said otherwise.
let olives: { id: number; registration: string };
let serviced: { id: number; registration: string };
let overdue: { id: number; registration: string };
let oscars: { id: number; registration: string };
let invited: { id: number; registration: string };
let unscheduled: { id: number; registration: string };

const run = (date: string) => api.app.jobs.run('service-reminders', sydneyMorning(date));

beforeAll(async () => {
  api = await startApi();
  model = await yearlyModel(api);
  olives = await dueVehicle(api, api.ids.owner, model.id, '2039-06-15');
  serviced = await dueVehicle(api, api.ids.owner, model.id, '2039-06-15');
  // Due 2040-04-01: its date had passed by the first run.
  overdue = await dueVehicle(api, api.ids.owner, model.id, '2039-04-01');
  oscars = await dueVehicle(api, api.ids.other, model.id, '2039-06-15');
  const [invitee] = await api.app.database.db
    .insert(users)
    .values({ firstname: 'Ivy', lastname: 'Invited', email: `${unique('ivy')}@test.example`, role: 'USER', registered: false, invitation_code: unique('INV') })
    .returning();
  invited = await dueVehicle(api, invitee!.id, model.id, '2039-06-15');
  unscheduled = await dueVehicle(api, api.ids.owner, (await insertModel(api)).id, '2039-06-15');
  // Oscar turned reminders off (My account, tests/api/account.test.ts).
  await api.app.database.db.update(users).set({ service_reminders: false }).where(eq(users.id, api.ids.other));
});
afterAll(() => api.close());

describe('the reminder before the due date', () => {
  it('is queued 26 days ahead, naming the vehicle, the date and km, with a link to book it', async () => {
    await run('2040-05-20');
    expect(await remindersOf(api, olives.id)).toEqual(['before 2040-06-15']);
    const [mail, ...more] = await mailsAbout(api, olives.registration);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: 'olive@test.example', subject: `Your ${olives.registration} is due for a service by 15/06/2040` });
    expect(mail!.text).toContain('Hello Olive,');
    expect(mail!.text).toContain(
      `Your GWM Cannon Ultra, registration ${olives.registration}, is due for its next scheduled service on 15/06/2040 or at 15,000 km`,
    );
    expect(mail!.text).toContain(`http://localhost:3000/book/service?vehicle=${olives.id}`);
    expect(mail!.text).toContain('http://localhost:3000/myaccount');
  });

  it('is not queued again by a later run, nor by a run on the due date itself', async () => {
    expect(await run('2040-05-21')).toBe(0);
    expect(await run('2040-06-15')).toBe(0);
    expect(await remindersOf(api, olives.id)).toEqual(['before 2040-06-15']);
    expect(await mailsAbout(api, olives.registration)).toHaveLength(1);
  });

  it('goes to no one whose reminders are off, who has not registered, or whose model has no interval', async () => {
    for (const vehicle of [oscars, invited, unscheduled]) {
      expect(await remindersOf(api, vehicle.id)).toEqual([]);
      expect(await mailsAbout(api, vehicle.registration)).toEqual([]);
    }
  });

  it('is not sent once the due date has passed: a run that missed it sends the one after, when its time comes', async () => {
    expect(await remindersOf(api, overdue.id)).toEqual(['after 2040-04-01']);
    const [mail] = await mailsAbout(api, overdue.registration);
    expect(mail!.subject).toBe(`Your ${overdue.registration} is overdue for its service`);
    expect(mail!.text).toContain('was due for its scheduled service on 01/04/2040 or at 15,000 km');
  });
});

describe('the reminder after the due date', () => {
  it('waits 14 days after the due date', async () => {
    expect(await run('2040-06-28')).toBe(0);
  });

  it('is queued once from then on, unless a newer service was completed meanwhile', async () => {
    const dealer = await insertDealer(api);
    await insertBooking(api, {
      vehicle_id: serviced.id,
      dealer_id: dealer.id,
      date: '2040-06-20 09:00',
      odometer: 14100,
      status: 'completed',
      type: 'service',
    });
    await run('2040-06-29');
    await run('2040-07-10');
    expect(await remindersOf(api, olives.id)).toEqual(['before 2040-06-15', 'after 2040-06-15']);
    expect((await mailsAbout(api, olives.registration)).map((m) => m.subject)).toEqual([
      `Your ${olives.registration} is due for a service by 15/06/2040`,
      `Your ${olives.registration} is overdue for its service`,
    ]);
    // Serviced on 20 June: due again on 2041-06-20, nothing now.
    expect(await remindersOf(api, serviced.id)).toEqual(['before 2040-06-15']);
  });

  it('is not sent more than 60 days after the due date', async () => {
    const late = await dueVehicle(api, api.ids.owner, model.id, '2039-05-01');
    await run('2040-07-10');
    expect(await remindersOf(api, late.id)).toEqual([]);
  });

  it('counts the next due date from the newer service, and reminds of that one in its time', async () => {
    await run('2041-05-25');
    expect(await remindersOf(api, serviced.id)).toEqual(['before 2040-06-15', 'before 2041-06-20']);
    const subjects = (await mailsAbout(api, serviced.registration)).map((m) => m.subject);
    expect(subjects.at(-1)).toBe(`Your ${serviced.registration} is due for a service by 20/06/2041`);
    const [last] = (await mailsAbout(api, serviced.registration)).slice(-1);
    expect(last!.text).toContain('on 20/06/2041 or at 29,100 km');
  });
});
