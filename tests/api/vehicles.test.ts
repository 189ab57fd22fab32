// Vehicles (docs/back-office.md sections 3, 5 and 7, vehicles): full set of calls for administrators,
// the required-field messages, wrong types, and an owner confined to their own vehicles.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicles } from '../../server/generated/tables.ts';
import { entities } from '../../shared/generated/entities.ts';
import { type TestApi, startApi } from './harness.ts';
import { itRefusesEachRequiredField } from './required-fields.ts';
import { allKeys, insertDealer, insertModel, insertVehicle, isPage, vehicleBody } from './owner-fixtures.ts';

let api: TestApi;
let modelId: number;
let dealerId: number;
let olives: { id: number; registration: string; vin: string };
let oscars: { id: number; registration: string; vin: string };

beforeAll(async () => {
  api = await startApi();
  modelId = (await insertModel(api, { code: 'P01', model: 'Cannon' })).id;
  dealerId = (await insertDealer(api)).id;
  olives = await insertVehicle(api, api.ids.owner, modelId, { registration: 'OLV001', vin: 'LGWOLIVE000000001' });
  oscars = await insertVehicle(api, api.ids.other, modelId, { registration: 'OSC001', vin: 'LGWOSCAR000000001' });
});
afterAll(() => api.close());

const dbRow = async (id: number) => (await api.app.database.db.select().from(vehicles).where(eq(vehicles.id, id)))[0];

describe('vehicles: create, read, update, delete', () => {
  it('creates a vehicle with 201, with its user (no password) and model embedded', async () => {
    const body = vehicleBody(api.ids.owner, modelId, { dealers_id: dealerId, kilometers: 1200 });
    const created = await api.post('admin', '/api/vehicles', body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...body, id: expect.any(Number) });
    expect(created.body.user).toMatchObject({ id: api.ids.owner, email: 'olive@test.example' });
    expect(created.body.model).toMatchObject({ id: modelId, code: 'P01' });
    expect(allKeys(created.body).has('password')).toBe(false);
  });

  it('reads one vehicle, and answers 404 for one that does not exist', async () => {
    const read = await api.get('admin', `/api/vehicles/${olives.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: olives.id, registration: 'OLV001', user_id: api.ids.owner, registration_date: '2024-03-01' });
    const missing = await api.get('admin', '/api/vehicles/424242');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Vehicle 424242 was not found.');
  });

  it('updates with PUT (200) and with POST carrying _method=PUT (200)', async () => {
    const created = await api.post('admin', '/api/vehicles', vehicleBody(api.ids.owner, modelId));
    const edit = vehicleBody(api.ids.other, modelId, { vin: created.body.vin, registration: 'MOVED1', year: '2023', dealers_id: dealerId });
    const put = await api.put('admin', `/api/vehicles/${created.body.id}`, edit);
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id: created.body.id, user_id: api.ids.other, registration: 'MOVED1', year: '2023', dealers_id: dealerId });

    const viaPost = await api.post('admin', `/api/vehicles/${created.body.id}`, { ...edit, nickname: 'Renamed', _method: 'PUT' });
    expect(viaPost.status).toBe(200);
    expect(viaPost.body.nickname).toBe('Renamed');
    expect((await dbRow(created.body.id))!.nickname).toBe('Renamed');
  });

  it('deletes a vehicle', async () => {
    const created = await api.post('admin', '/api/vehicles', vehicleBody(api.ids.owner, modelId));
    expect((await api.del('admin', `/api/vehicles/${created.body.id}`)).status).toBe(200);
    expect((await api.get('admin', `/api/vehicles/${created.body.id}`)).status).toBe(404);
    expect(await dbRow(created.body.id)).toBeUndefined();
  });

  it('refuses a second vehicle with the same VIN', async () => {
    const refused = await api.post('admin', '/api/vehicles', vehicleBody(api.ids.owner, modelId, { vin: olives.vin }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ vin: ['VIN is already in use.'] });
  });

  it('refuses a user or model that does not exist, by field', async () => {
    const noUser = await api.post('admin', '/api/vehicles', vehicleBody(987654, modelId));
    expect(noUser.status).toBe(422);
    expect(noUser.body.errors).toEqual({ user_id: ['User 987654 was not found.'] });
    const noModel = await api.post('admin', '/api/vehicles', vehicleBody(api.ids.owner, 987654));
    expect(noModel.status).toBe(422);
    expect(noModel.body.errors).toEqual({ models_id: ['Model 987654 was not found.'] });
  });

  it('keeps a model that vehicles use: deleting it answers 409 with a reason', async () => {
    const used = await api.del('admin', `/api/models/${modelId}`);
    expect(used.status).toBe(409);
    expect(used.body.message).toMatch(/linked to other records/);
  });
});

describe('vehicles: list, search, count', () => {
  it('lists a page of vehicles with user and model, no password anywhere', async () => {
    const list = await api.get('admin', '/api/vehicles?per_page=50&page=1');
    expect(list.status).toBe(200);
    expect(isPage(list.body)).toBe(true);
    const ids = list.body.data.map((v: { id: number }) => v.id);
    expect(ids).toEqual(expect.arrayContaining([olives.id, oscars.id]));
    const oscar = list.body.data.find((v: { id: number }) => v.id === oscars.id);
    expect(oscar.user).toMatchObject({ id: api.ids.other, firstname: 'Oscar' });
    expect(oscar.model).toMatchObject({ id: modelId });
    expect(allKeys(list.body).has('password')).toBe(false);
  });

  it("embeds of the owner and the model only what their schemas' x-embedded-fields name, in a page and in one read", async () => {
    const list = await api.get('admin', '/api/vehicles?per_page=50&page=1');
    const one = await api.get('admin', `/api/vehicles/${oscars.id}`);
    for (const vehicle of [list.body.data.find((v: { id: number }) => v.id === oscars.id), one.body]) {
      expect(Object.keys(vehicle.user).sort()).toEqual([...entities.user.embeddedFields!].sort());
      expect(Object.keys(vehicle.model).sort()).toEqual([...entities.model.embeddedFields!].sort());
      expect(vehicle.model).toMatchObject({ id: modelId, code: 'P01', model: 'Cannon' });
      expect(vehicle.user).not.toHaveProperty('invitation_code');
    }
  });

  it('finds vehicles by part of the registration or VIN', async () => {
    for (const [q, id] of [
      ['olv0', olives.id],
      ['OSC00', oscars.id],
      ['oscar0000', oscars.id],
      ['LIVE000000001', olives.id],
    ] as const) {
      const found = await api.get('admin', `/api/vehicles/search?q=${q}`);
      expect(found.status, q).toBe(200);
      expect(
        found.body.map((v: { id: number }) => v.id),
        q,
      ).toEqual([id]);
      const paged = await api.get('admin', `/api/vehicles/searchWithPagination?q=${q}&per_page=50&page=1`);
      expect(isPage(paged.body), q).toBe(true);
      expect(
        paged.body.data.map((v: { id: number }) => v.id),
        q,
      ).toEqual([id]);
      expect(paged.body.total, q).toBe(1);
    }
  });

  it('filters by user and counts', async () => {
    const oscarOnly = await api.get('admin', `/api/vehicles?user_id=${api.ids.other}`);
    expect(oscarOnly.body.data.every((v: { user_id: number }) => v.user_id === api.ids.other)).toBe(true);
    const all = await api.get('admin', '/api/vehicles?per_page=-1');
    expect((await api.get('admin', '/api/vehicles/count/')).body).toEqual({ count: all.body.total });
    expect((await api.get('admin', `/api/vehicles/count?user_id=${api.ids.other}`)).body).toEqual({ count: oscarOnly.body.total });
  });
});

describe('vehicles: required fields', () => {
  const required = {
    user_id: 'A User is required',
    models_id: 'A model is required',
    registration: 'A rego is required',
    vin: 'A vin is required',
    purchase_date: 'A purchase date is required',
    registration_date: 'A registration date is required',
    roadside_start_date: 'A roadside start date is required',
    roadside_expiry_date: 'A roadside expiry date is required',
    engine_number: 'An engine number is required',
    year: 'A model year is required',
  } as const;

  it('names every missing field on an empty create', async () => {
    const refused = await api.post('admin', '/api/vehicles', {});
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      user_id: ['A User is required'],
      models_id: ['A model is required'],
      registration: ['A rego is required'],
      vin: ['A vin is required'],
      purchase_date: ['A purchase date is required'],
      registration_date: ['A registration date is required'],
      roadside_start_date: ['A roadside start date is required'],
      roadside_expiry_date: ['A roadside expiry date is required'],
      engine_number: ['An engine number is required'],
      year: ['A model year is required'],
    });
  });

  itRefusesEachRequiredField(
    () => api,
    '/api/vehicles',
    () => vehicleBody(api.ids.owner, modelId),
    required,
  );

  it('checks the same fields on update and leaves the vehicle as it was', async () => {
    const refused = await api.put('admin', `/api/vehicles/${olives.id}`, { ...vehicleBody(api.ids.owner, modelId), registration: '', vin: '' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ registration: ['A rego is required'], vin: ['A vin is required'] });
    expect((await dbRow(olives.id))!.registration).toBe('OLV001');
  });
});

describe('vehicles: wrong types', () => {
  it.each([
    ['year', 2024, 'Year must be text'],
    ['purchase_date', 'last Tuesday', 'Purchase Date must be a date (YYYY-MM-DD)'],
    ['registration_date', '2024-02-31', 'Registration Date must be a date (YYYY-MM-DD)'],
    ['user_id', 'olive', 'User must be a whole number'],
    ['models_id', 2.5, 'Model must be a whole number'],
    ['kilometers', -5, 'Odometer (km) must be at least 0'],
    ['kilometers', 1e12, 'Odometer (km) must be at most 2147483647'],
    ['registration', { plate: 'ABC' }, 'Registration must be text'],
    ['nickname', 'x'.repeat(61), 'Nickname can be at most 60 characters'],
    ['registration_date', '0000-01-01', 'Registration Date must be between 1900 and 2099'],
    ['purchase_date', '10000-01-01', 'Purchase Date must be a date (YYYY-MM-DD)'],
    ['roadside_expiry_date', '2100-01-01', 'Roadside Expiry Date must be between 1900 and 2099'],
    ['vin', 'V'.repeat(18), 'VIN can be at most 17 characters'],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const refused = await api.post('admin', '/api/vehicles', vehicleBody(api.ids.owner, modelId, { [field]: value }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ [field]: [message] });
  });

  it('answers 422, not an error, for ids too large for the database', async () => {
    const read = await api.get('admin', '/api/vehicles/99999999999');
    expect(read.status).toBe(422);
    expect(read.body.errors).toEqual({ id: ['id must be at most 2147483647'] });
    const filter = await api.get('admin', '/api/vehicles?user_id=99999999999');
    expect(filter.status).toBe(422);
    expect(filter.body.errors).toEqual({ user_id: ['user_id must be at most 2147483647'] });
  });
});

describe('vehicles: an owner sees only their own', () => {
  it('lists only the owner’s vehicles, even when asking for another owner’s', async () => {
    const list = await api.get('owner', '/api/vehicles');
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);
    expect(list.body.data.every((v: { user_id: number }) => v.user_id === api.ids.owner)).toBe(true);
    expect(list.body.data.map((v: { id: number }) => v.id)).not.toContain(oscars.id);
    const asked = await api.get('owner', `/api/vehicles?user_id=${api.ids.other}`);
    expect(asked.body).toMatchObject({ data: [], total: 0 });
    const count = await api.get('owner', '/api/vehicles/count');
    expect(count.body.count).toBe(list.body.total);
    expect((await api.get('owner', `/api/vehicles/count?user_id=${api.ids.other}`)).body).toEqual({ count: 0 });
    expect((await api.get('other', '/api/vehicles')).body.data.every((v: { user_id: number }) => v.user_id === api.ids.other)).toBe(true);
  });

  it('does not find another owner’s vehicle by search', async () => {
    expect((await api.get('owner', '/api/vehicles/search?q=OSC001')).body).toEqual([]);
    expect((await api.get('owner', '/api/vehicles/searchWithPagination?q=LGWOSCAR')).body).toMatchObject({ data: [], total: 0 });
    expect((await api.get('owner', '/api/vehicles/search?q=OLV001')).body.map((v: { id: number }) => v.id)).toEqual([olives.id]);
  });

  it('reads its own vehicle and gets 404 for another owner’s', async () => {
    const own = await api.get('owner', `/api/vehicles/${olives.id}`);
    expect(own.status).toBe(200);
    expect(own.body.id).toBe(olives.id);
    const others = await api.get('owner', `/api/vehicles/${oscars.id}`);
    expect(others.status).toBe(404);
    expect(others.body.message).toBe(`Vehicle ${oscars.id} was not found.`);
  });

  it('cannot change, take or delete another owner’s vehicle', async () => {
    const body = vehicleBody(api.ids.owner, modelId, { vin: oscars.vin, registration: 'STOLEN' });
    expect((await api.put('owner', `/api/vehicles/${oscars.id}`, body)).status).toBe(403);
    expect((await api.post('owner', `/api/vehicles/${oscars.id}`, { ...body, _method: 'PUT' })).status).toBe(403);
    expect((await api.del('owner', `/api/vehicles/${oscars.id}`)).status).toBe(403);
    expect((await api.post('owner', '/api/vehicles', vehicleBody(api.ids.other, modelId))).status).toBe(403);
    expect(await dbRow(oscars.id)).toMatchObject({ user_id: api.ids.other, registration: 'OSC001' });
  });

  it('gives a visitor 401 and an API account 403', async () => {
    expect((await api.get('visitor', '/api/vehicles')).status).toBe(401);
    expect((await api.get('visitor', `/api/vehicles/${olives.id}`)).status).toBe(401);
    expect((await api.get('api', '/api/vehicles')).status).toBe(403);
  });
});
