// Recall emails (docs/decisions.md, "Recalls"): each affected owner is emailed once per recall,
// while the campaign is active and a VIN of theirs is on it, not remedied, in their country; an
// owner with two vehicles on it gets one email naming both; an owner who registers after their
// VIN was loaded is emailed then; nothing goes twice, however often the job runs.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recallVehicles, vehicles } from '../../server/generated/tables.ts';
import { type TestApi, startApi } from './harness.ts';
import { insertInvitee, registrationBody } from './invitations.ts';
import { insertModel, insertVehicle } from './owner-fixtures.ts';
import { insertRecall, putOnRecall, recallMails, recallVin } from './recall-fixtures.ts';

let api: TestApi;
let model: { id: number };

beforeAll(async () => {
  api = await startApi();
  model = await insertModel(api, { brand: 'GWM', model: 'Tank', variant: '300' });
});
afterAll(() => api.close());

const vehicleOf = (userId: number) => insertVehicle(api, userId, model.id, { vin: recallVin() });

describe('the recall email', () => {
  it('goes once to each affected owner, naming the vehicles, the risk, the remedy and the booking link', async () => {
    const recall = await insertRecall(api, { reference: 'R-MAIL-01', title: 'Seat belt may not latch' });
    const [first, second, nz] = [await vehicleOf(api.ids.owner), await vehicleOf(api.ids.owner), await vehicleOf(api.ids.other)];
    await putOnRecall(api, recall.id, first.vin, second.vin, nz.vin);
    expect(await api.app.jobs.run('recall-notices')).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await recallMails(api, 'R-MAIL-01');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: 'olive@test.example', subject: 'Safety recall R-MAIL-01: Seat belt may not latch' });
    expect(mail!.text).toContain('Hello Olive,');
    expect(mail!.text).toContain(`GWM Tank 300 (${first.registration}), GWM Tank 300 (${second.registration})`);
    expect(mail!.text).toContain('The risk: Metal fragments could strike');
    expect(mail!.text).toContain('The remedy: The dealer replaces');
    expect(mail!.text).toContain(`http://localhost:3000/book/recall?vehicle=${first.id}`);
    // However often it runs, and even once a VIN is added later.
    await putOnRecall(api, recall.id, (await vehicleOf(api.ids.owner)).vin);
    await api.app.jobs.run('recall-notices');
    await api.app.jobs.run('recall-notices');
    expect(await recallMails(api, 'R-MAIL-01')).toHaveLength(1);
  });

  it('waits while the campaign is inactive, and goes once it is active', async () => {
    const recall = await insertRecall(api, { reference: 'R-MAIL-02', active: false });
    await putOnRecall(api, recall.id, (await vehicleOf(api.ids.owner)).vin);
    await api.app.jobs.run('recall-notices');
    expect(await recallMails(api, 'R-MAIL-02')).toEqual([]);
    const row = (await api.get('admin', `/api/recalls/${recall.id}`)).body;
    expect((await api.put('admin', `/api/recalls/${recall.id}`, { ...row, active: true })).status).toBe(200);
    await api.app.jobs.run('recall-notices');
    expect(await recallMails(api, 'R-MAIL-02')).toHaveLength(1);
  });

  it('is not sent for a VIN remedied already, nor to an owner of another country', async () => {
    const recall = await insertRecall(api, { reference: 'R-MAIL-03' });
    await putOnRecall(api, recall.id, (await vehicleOf(api.ids.other)).vin);
    const remedied = await insertRecall(api, { reference: 'R-MAIL-04' });
    const vin = (await vehicleOf(api.ids.owner)).vin;
    await api.app.database.db.insert(recallVehicles).values({ recalls_id: remedied.id, vin, remedied_date: '2026-01-05' });
    await api.app.jobs.run('recall-notices');
    expect(await recallMails(api, 'R-MAIL-03')).toEqual([]);
    expect(await recallMails(api, 'R-MAIL-04')).toEqual([]);
  });

  it('goes to an owner who registers after their VIN was loaded, once they have', async () => {
    const recall = await insertRecall(api, { reference: 'R-MAIL-05' });
    const invitee = await insertInvitee(api);
    const vin = recallVin();
    await api.app.database.db.update(vehicles).set({ vin }).where(eq(vehicles.user_id, invitee.id));
    await putOnRecall(api, recall.id, vin);
    await api.app.jobs.run('recall-notices');
    expect(await recallMails(api, 'R-MAIL-05')).toEqual([]);
    expect((await api.put('visitor', `/api/users/register/${invitee.id}`, registrationBody(invitee))).status).toBe(200);
    await api.app.jobs.run('recall-notices');
    await api.app.jobs.run('recall-notices');
    expect(await recallMails(api, 'R-MAIL-05', invitee.email)).toHaveLength(1);
  });
});
