// CRM owners (pentanas) and CRM vehicles (pentanavehicles): read only for administrators — list,
// read, search, search with pages and count; nothing creates, changes or deletes them over the API.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pentanas } from '../../server/generated/tables.ts';
import { type TestApi, startApi } from './harness.ts';
import { insertPentana, insertPentanaVehicle, isPage } from './owner-fixtures.ts';

let api: TestApi;
let smith: { id: number; mds_owner_number: string };
let jones: { id: number };
let ute: { id: number; vin: string };
let suv: { id: number };

beforeAll(async () => {
  api = await startApi();
  smith = await insertPentana(api, {
    mds_owner_number: 'MDS-100200',
    primary_first_name: 'Bartholomew',
    primary_last_name: 'Smithers',
    email_address: 'bart@crm.example',
    mobile_phone: '0411 222 333',
    buyer_type: 'Private',
    state: 'QLD',
  });
  jones = await insertPentana(api, {
    mds_owner_number: 'MDS-300400',
    primary_first_name: 'Jemima',
    primary_last_name: 'Jonesworth',
    email_address: 'jemima@fleet.example',
    buyer_type: 'Fleet',
  });
  ute = await insertPentanaVehicle(api, {
    pentanas_id: smith.id,
    rego: 'CRM123',
    vin: 'LGWEF4A59NA123456',
    model_code: 'P01',
    model_year: '2022',
    owner_sequence_number: 1,
    warranty_start_date: '2022-05-01',
  });
  suv = await insertPentanaVehicle(api, { pentanas_id: jones.id, rego: 'HAV987', vin: 'LGWFF7A50PH654321', model_code: 'H6', model_year: '2023' });
});
afterAll(() => api.close());

describe('CRM owners (pentanas)', () => {
  it('lists a page sorted by last name', async () => {
    const list = await api.get('admin', '/api/pentanas?per_page=50&page=1');
    expect(list.status).toBe(200);
    expect(isPage(list.body)).toBe(true);
    expect(list.body).toMatchObject({ current_page: 1, last_page: 1, per_page: 50, total: 2 });
    expect(list.body.data.map((p: { id: number }) => p.id)).toEqual([jones.id, smith.id]);
  });

  it('lists, reads and finds each owner with their CRM vehicles, and an owner with none with an empty list', async () => {
    const vehiclesOf = (owner: { pentana_vehicles: { id: number }[] }) => owner.pentana_vehicles.map((v) => v.id);
    const list = await api.get('admin', '/api/pentanas?per_page=50&page=1');
    const [listedJones, listedSmith] = list.body.data;
    expect(vehiclesOf(listedSmith)).toEqual([ute.id]);
    expect(listedSmith.pentana_vehicles[0]).toMatchObject({ rego: 'CRM123', vin: ute.vin, owner_sequence_number: 1, pentanas_id: smith.id });
    expect(vehiclesOf(listedJones)).toEqual([suv.id]);
    expect(vehiclesOf((await api.get('admin', `/api/pentanas/${smith.id}`)).body)).toEqual([ute.id]);
    expect(vehiclesOf((await api.get('admin', '/api/pentanas/search?q=Jonesworth')).body[0])).toEqual([suv.id]);
    const alone = await insertPentana(api, { primary_last_name: 'Vehicleless' });
    expect((await api.get('admin', `/api/pentanas/${alone.id}`)).body.pentana_vehicles).toEqual([]);
    await api.app.database.db.delete(pentanas).where(eq(pentanas.id, alone.id));
  });

  it('pages with the default size of 50', async () => {
    expect((await api.get('admin', '/api/pentanas')).body.per_page).toBe(50);
  });

  it('reads one owner, and answers 404 for one that does not exist', async () => {
    const read = await api.get('admin', `/api/pentanas/${smith.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: smith.id, mds_owner_number: 'MDS-100200', primary_last_name: 'Smithers', buyer_type: 'Private', state: 'QLD' });
    expect((await api.get('admin', '/api/pentanas/99999')).status).toBe(404);
  });

  it('finds owners by part of a name, email, phone or CRM number', async () => {
    for (const [q, id] of [
      ['olomew', smith.id],
      ['SMITH', smith.id],
      ['fleet.exam', jones.id],
      ['222 333', smith.id],
      ['300400', jones.id],
    ] as const) {
      const found = await api.get('admin', `/api/pentanas/search?q=${encodeURIComponent(q)}`);
      expect(found.status, q).toBe(200);
      expect(
        found.body.map((p: { id: number }) => p.id),
        q,
      ).toEqual([id]);
      const paged = await api.get('admin', `/api/pentanas/searchWithPagination?q=${encodeURIComponent(q)}&per_page=50&page=1`);
      expect(isPage(paged.body), q).toBe(true);
      expect(
        paged.body.data.map((p: { id: number }) => p.id),
        q,
      ).toEqual([id]);
      expect(paged.body.total, q).toBe(1);
    }
    const both = await api.get('admin', '/api/pentanas/searchWithPagination?q=MDS-&per_page=1&page=2');
    expect(both.body).toMatchObject({ total: 2, last_page: 2, current_page: 2, per_page: 1 });
    expect(both.body.data).toHaveLength(1);
  });

  it('counts owners', async () => {
    expect((await api.get('admin', '/api/pentanas/count')).body).toEqual({ count: 2 });
    expect((await api.get('admin', '/api/pentanas/count/')).body).toEqual({ count: 2 });
  });

  it('offers no create, update or delete, and changes nothing', async () => {
    const create = await api.post('admin', '/api/pentanas', { mds_owner_number: 'MDS-NEW' });
    expect(create.status).toBe(404);
    expect(create.body.message).toBe('There is no POST /api/pentanas in this API.');
    expect((await api.put('admin', `/api/pentanas/${smith.id}`, { primary_last_name: 'Changed' })).status).toBe(404);
    expect((await api.post('admin', `/api/pentanas/${smith.id}`, { primary_last_name: 'Changed', _method: 'PUT' })).status).toBe(404);
    expect((await api.del('admin', `/api/pentanas/${smith.id}`)).status).toBe(404);
    expect((await api.get('admin', `/api/pentanas/${smith.id}`)).body.primary_last_name).toBe('Smithers');
    expect((await api.get('admin', '/api/pentanas/count')).body).toEqual({ count: 2 });
  });
});

describe('CRM vehicles (pentanavehicles)', () => {
  it('lists a page sorted by registration, each with its CRM owner', async () => {
    const list = await api.get('admin', '/api/pentanavehicles?per_page=50&page=1');
    expect(list.status).toBe(200);
    expect(isPage(list.body)).toBe(true);
    expect(list.body).toMatchObject({ total: 2, per_page: 50, current_page: 1, last_page: 1 });
    expect(list.body.data.map((v: { id: number }) => v.id)).toEqual([ute.id, suv.id]);
    expect(list.body.data[0].pentanas).toMatchObject({ id: smith.id, mds_owner_number: 'MDS-100200' });
    expect(list.body.data[1].pentanas).toMatchObject({ id: jones.id });
  });

  it('reads one vehicle with its owner, and answers 404 for one that does not exist', async () => {
    const read = await api.get('admin', `/api/pentanavehicles/${ute.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id: ute.id,
      rego: 'CRM123',
      vin: ute.vin,
      model_year: '2022',
      owner_sequence_number: 1,
      warranty_start_date: '2022-05-01',
      pentanas: { id: smith.id },
    });
    expect((await api.get('admin', '/api/pentanavehicles/99999')).status).toBe(404);
  });

  it('finds vehicles by part of the registration or VIN', async () => {
    for (const [q, id] of [
      ['crm1', ute.id],
      ['HAV9', suv.id],
      ['NA1234', ute.id],
      ['654321', suv.id],
    ] as const) {
      const found = await api.get('admin', `/api/pentanavehicles/search?q=${q}`);
      expect(
        found.body.map((v: { id: number }) => v.id),
        q,
      ).toEqual([id]);
      const paged = await api.get('admin', `/api/pentanavehicles/searchWithPagination?q=${q}&per_page=50&page=1`);
      expect(
        paged.body.data.map((v: { id: number }) => v.id),
        q,
      ).toEqual([id]);
      expect(paged.body.total, q).toBe(1);
    }
  });

  it('filters by owner and counts', async () => {
    const mine = await api.get('admin', `/api/pentanavehicles?pentanas_id=${smith.id}`);
    expect(mine.body.data.map((v: { id: number }) => v.id)).toEqual([ute.id]);
    expect((await api.get('admin', '/api/pentanavehicles/count/')).body).toEqual({ count: 2 });
    expect((await api.get('admin', `/api/pentanavehicles/count?pentanas_id=${jones.id}`)).body).toEqual({ count: 1 });
  });

  it('offers no create, update or delete', async () => {
    expect((await api.post('admin', '/api/pentanavehicles', { vin: 'NEW' })).status).toBe(404);
    expect((await api.put('admin', `/api/pentanavehicles/${ute.id}`, { rego: 'NEW' })).status).toBe(404);
    expect((await api.del('admin', `/api/pentanavehicles/${ute.id}`)).status).toBe(404);
    expect((await api.get('admin', `/api/pentanavehicles/${ute.id}`)).body.rego).toBe('CRM123');
  });
});

describe('CRM access', () => {
  it.each(['/api/pentanas', '/api/pentanas/search?q=a', '/api/pentanas/count', '/api/pentanavehicles', '/api/pentanavehicles/searchWithPagination?q=a'])(
    'keeps %s for administrators',
    async (url) => {
      expect((await api.get('visitor', url)).status).toBe(401);
      expect((await api.get('owner', url)).status).toBe(403);
      expect((await api.get('api', url)).status).toBe(403);
    },
  );

  it('does not show a CRM record to an owner by id', async () => {
    expect((await api.get('owner', `/api/pentanas/${smith.id}`)).status).toBe(403);
    expect((await api.get('owner', `/api/pentanavehicles/${ute.id}`)).status).toBe(403);
  });
});
