// Recall campaigns and their VINs (docs/decisions.md, "Recalls"): staff keep campaigns and put VINs
// on them by hand (in capitals, once each, well formed); an owner sees the open recalls of their
// vehicles, GET /api/recalls/user and in the garage, while the campaign is active, of their
// country and the VIN not remedied; staff read each campaign's progress and the dashboard's tile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, startApi } from './harness.ts';
import { insertModel, insertVehicle } from './owner-fixtures.ts';
import { insertRecall, putOnRecall, recallBody, recallVin } from './recall-fixtures.ts';

let api: TestApi;
let olives: { id: number; vin: string; registration: string };
let olivesOther: { id: number; vin: string };
let oscars: { id: number; vin: string };

beforeAll(async () => {
  api = await startApi();
  const model = await insertModel(api);
  olives = await insertVehicle(api, api.ids.owner, model.id, { vin: recallVin() });
  olivesOther = await insertVehicle(api, api.ids.owner, model.id, { vin: recallVin() });
  oscars = await insertVehicle(api, api.ids.other, model.id, { vin: recallVin() });
});
afterAll(() => api.close());

describe('campaigns (/api/recalls)', () => {
  it('are created, read, listed and changed by staff, with the schema messages', async () => {
    const created = await api.post('admin', '/api/recalls', recallBody({ reference: 'R-2026-001' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ reference: 'R-2026-001', country: 'AU', active: true });
    const changed = await api.put('admin', `/api/recalls/${created.body.id}`, { ...recallBody({ reference: 'R-2026-001' }), active: false });
    expect(changed.body.active).toBe(false);
    const list = await api.get('admin', '/api/recalls?active=false');
    expect(list.body.data.map((r: { reference: string }) => r.reference)).toContain('R-2026-001');
    const missing = await api.post('admin', '/api/recalls', { ...recallBody(), risk: '', reference: 'R-2026-001' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.risk).toEqual(['The risk is required']);
  });

  it("are the staff's alone: owners, dealers and API accounts are refused", async () => {
    expect((await api.get('owner', '/api/recalls')).status).toBe(403);
    expect((await api.get('api', '/api/recallvehicles')).status).toBe(403);
    expect((await api.post('owner', '/api/recalls', recallBody())).status).toBe(403);
    expect((await api.get('visitor', '/api/recalls/progress')).status).toBe(401);
  });
});

describe('VINs by hand (/api/recallvehicles)', () => {
  it('are kept in capitals, trimmed, once per campaign', async () => {
    const recall = await insertRecall(api);
    const added = await api.post('admin', '/api/recallvehicles', { recalls_id: recall.id, vin: ` ${olives.vin.toLowerCase()} ` });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ recalls_id: recall.id, vin: olives.vin, remedied_date: null });
    const again = await api.post('admin', '/api/recallvehicles', { recalls_id: recall.id, vin: olives.vin });
    expect(again.status).toBe(422);
    expect(again.body.errors.vin).toEqual(['VIN is already in use.']);
    // On another campaign the same VIN is welcome.
    expect((await api.post('admin', '/api/recallvehicles', { recalls_id: (await insertRecall(api)).id, vin: olives.vin })).status).toBe(201);
  });

  it('refuse a VIN that is not 17 letters and digits without I, O or Q, and an unknown campaign', async () => {
    const recall = await insertRecall(api);
    for (const vin of ['LGWRECALL0000001', 'LGWRECALL0000000O', 'LGW-ECALL00000001']) {
      const refused = await api.post('admin', '/api/recallvehicles', { recalls_id: recall.id, vin });
      expect(refused.status).toBe(422);
      expect(refused.body.errors.vin).toEqual(['A VIN is 17 letters and digits, without I, O or Q']);
    }
    const unknown = await api.post('admin', '/api/recallvehicles', { recalls_id: 999999, vin: recallVin() });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.recalls_id).toHaveLength(1);
  });

  it('keep a VIN the product does not know: its owner may register later', async () => {
    const recall = await insertRecall(api);
    const vin = recallVin();
    expect((await api.post('admin', '/api/recallvehicles', { recalls_id: recall.id, vin })).status).toBe(201);
    const list = await api.get('admin', `/api/recallvehicles?recalls_id=${recall.id}`);
    expect(list.body.data).toEqual([expect.objectContaining({ vin, recall: expect.objectContaining({ reference: recall.reference }) })]);
  });
});

describe("the owner's open recalls (GET /api/recalls/user, the garage)", () => {
  let open: { id: number; reference: string };

  beforeAll(async () => {
    open = await insertRecall(api, { title: 'Brake hose may chafe', published_date: '2026-04-01' });
    await putOnRecall(api, open.id, olives.vin, oscars.vin);
    // Not shown: inactive, of New Zealand, and remedied.
    await putOnRecall(api, (await insertRecall(api, { active: false })).id, olives.vin);
    await putOnRecall(api, (await insertRecall(api, { country: 'NZ' })).id, olivesOther.vin);
    const remedied = await insertRecall(api);
    await putOnRecall(api, remedied.id, olivesOther.vin);
    const row = (await api.get('admin', `/api/recallvehicles?recalls_id=${remedied.id}`)).body.data[0];
    expect((await api.put('admin', `/api/recallvehicles/${row.id}`, { ...row, remedied_date: '2026-04-20' })).status).toBe(200);
  });

  it('lists the active campaigns of their country naming their vehicles, not remedied', async () => {
    const mine = await api.get('owner', '/api/recalls/user');
    expect(mine.status).toBe(200);
    const ofOpen = mine.body.filter((r: { id: number }) => r.id === open.id);
    expect(ofOpen).toEqual([
      {
        id: open.id,
        reference: open.reference,
        title: 'Brake hose may chafe',
        description: expect.any(String),
        risk: expect.any(String),
        remedy: expect.any(String),
        published_date: '2026-04-01',
        vehicle_id: olives.id,
        registration: olives.registration,
        booked: false,
      },
    ]);
    expect(mine.body.every((r: { vehicle_id: number }) => r.vehicle_id === olives.id)).toBe(true);
  });

  it('are on the vehicle in the garage and on My vehicle', async () => {
    const garage = await api.get('owner', '/api/vehicles/user');
    const recallsOf = (id: number) => garage.body.find((v: { id: number }) => v.id === id).recalls.map((r: { id: number }) => r.id);
    expect(recallsOf(olives.id)).toContain(open.id);
    expect(recallsOf(olivesOther.id)).toEqual([]);
    expect((await api.get('owner', `/api/vehicles/vehicle/${olives.id}`)).body.recalls.map((r: { id: number }) => r.id)).toContain(open.id);
  });

  it('show an Australian campaign to no owner in New Zealand', async () => {
    expect((await api.get('other', '/api/recalls/user')).body).toEqual([]);
  });
});

describe('staff follow the campaigns', () => {
  it("count each campaign's VINs known, registered, notified, booked and remedied", async () => {
    const recall = await insertRecall(api);
    await putOnRecall(api, recall.id, olives.vin, oscars.vin, recallVin());
    const progress = await api.get('admin', '/api/recalls/progress');
    expect(progress.status).toBe(200);
    expect(progress.body.find((p: { recalls_id: number }) => p.recalls_id === recall.id)).toEqual({
      recalls_id: recall.id,
      vins: 3,
      known: 2,
      registered: 2,
      notified: 0,
      booked: 0,
      remedied: 0,
    });
  });

  it('see the active campaigns with a VIN not remedied on the dashboard', async () => {
    const before = (await api.get('admin', '/api/dashboard')).body.open_recalls;
    await insertRecall(api);
    expect((await api.get('admin', '/api/dashboard')).body.open_recalls).toBe(before);
    await putOnRecall(api, (await insertRecall(api)).id, recallVin());
    expect((await api.get('admin', '/api/dashboard')).body.open_recalls).toBe(before + 1);
  });
});
