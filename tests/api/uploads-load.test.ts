// The three CSV uploads load and link: roadside-assist users (owner and vehicle, to the model and
// the dealer), postcode allocations (to the dealer of each brand) and the owner file (CRM owner
// and vehicle, to the selling dealer). The same file twice changes nothing, and a check (dry
// run) answers the same counts without writing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { pentanaVehicles, pentanas, postcodes, users, vehicles } from '../../server/generated/tables.ts';
import { startApi, type TestApi } from './harness.ts';
import { insertDealer, insertModel } from './owner-fixtures.ts';
import { csv, ownerRow, roadsideRow, upload } from './upload-files.ts';

let api: TestApi;
const ids = {} as Record<'gwm' | 'haval' | 'model', number>;

beforeAll(async () => {
  api = await startApi();
  ids.gwm = (await insertDealer(api, { dealer_code: 'GWM-PAR', brand: 'GWM' })).id;
  ids.haval = (await insertDealer(api, { dealer_code: 'HAV-PAR', brand: 'Haval' })).id;
  ids.model = (await insertModel(api, { code: 'CA-ULTRA' })).id;
  const db = api.app.database.db;
  await db.insert(postcodes).values([
    { postcode: '2150', locality: 'Parramatta', state: 'NSW', country: 'AU', lng: 151, lat: -33.8, acoustic_id: 'a1' },
    { postcode: '2150', locality: 'Harris Park', state: 'NSW', country: 'AU', lng: 151, lat: -33.8, acoustic_id: 'a2' },
    { postcode: '2750', locality: 'Penrith', state: 'NSW', country: 'AU', lng: 150.7, lat: -33.75, acoustic_id: 'a3' },
  ]);
});
afterAll(() => api.close());

const count = async (table: typeof users | typeof vehicles | typeof pentanas | typeof pentanaVehicles) =>
  (await api.app.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('roadside-assist users (POST /api/users/upload)', () => {
  const file = csv([roadsideRow(1), roadsideRow(2), roadsideRow(3, { Email: 'MIA.TRAN1@example.com.au', 'Dealer code': '' })]);

  it('checks a file without writing anything, answering what it would do', async () => {
    const before = await count(vehicles);
    const { status, body } = await upload(api, 'roadside-users', file, { dryRun: true });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'checked', dry_run: true, rows: 3, rejected: 0, created: 5, updated: 0, unchanged: 0 });
    expect(body.records).toEqual({ users: { created: 2, updated: 0, unchanged: 0 }, vehicles: { created: 3, updated: 0, unchanged: 0 } });
    expect(await count(vehicles)).toBe(before);
  });

  it('creates owners (one per email, any case) with invitation codes, and their vehicles linked to model and dealer', async () => {
    const { status, body } = await upload(api, 'roadside-users', file);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'loaded', message: 'Users have been loaded', rows: 3, created: 5, rejected: 0, exception_count: 0, exceptions: [] });
    // The last row of an owner wins: its name, and its email as written.
    const [owner] = await api.app.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'mia.tran1@example.com.au'`);
    expect(owner).toMatchObject({
      role: 'USER',
      registered: false,
      email: 'MIA.TRAN1@example.com.au',
      firstname: 'Mia',
      lastname: 'Tran3',
      crm_id: 'C3',
      state: 'NSW',
    });
    expect(owner!.invitation_code).toMatch(/^[A-Z2-9]{8}$/);
    const mine = await api.app.database.db.select().from(vehicles).where(eq(vehicles.user_id, owner!.id));
    expect(mine.map((v) => v.vin).sort()).toEqual(['LGWEF6A5XRH000001', 'LGWEF6A5XRH000003']);
    const [first] = mine.filter((v) => v.vin === 'LGWEF6A5XRH000001');
    expect(first).toMatchObject({
      models_id: ids.model,
      dealers_id: ids.gwm,
      registration: 'RS1',
      registration_date: '2024-03-15',
      purchase_date: '2024-03-10',
      roadside_start_date: '2024-03-15',
      roadside_expiry_date: '2029-03-15',
      engine_number: 'GW4D20M1',
      fuel_type: 'Diesel',
      drive_type: '4x4',
      model_code: 'CA-ULTRA',
    });
    expect(mine.find((v) => v.vin === 'LGWEF6A5XRH000003')!.dealers_id).toBeNull();
  });

  it('changes nothing when the same file comes again', async () => {
    const before = await api.app.database.db.select().from(vehicles);
    const { body } = await upload(api, 'roadside-users', file);
    expect(body).toMatchObject({ created: 0, updated: 0, unchanged: 5, rejected: 0 });
    expect(await api.app.database.db.select().from(vehicles)).toEqual(before);
  });

  it('updates what changed, and leaves a registered owner’s own details alone', async () => {
    await api.app.database.db.update(users).set({ registered: true }).where(eq(users.email, 'mia.tran2@example.com.au'));
    const { body } = await upload(api, 'roadside-users', csv([roadsideRow(2, { Suburb: 'Westmead', Registration: 'NEW2' })]));
    expect(body.records).toEqual({ users: { created: 0, updated: 0, unchanged: 1 }, vehicles: { created: 0, updated: 1, unchanged: 0 } });
    const [owner] = await api.app.database.db.select().from(users).where(eq(users.email, 'mia.tran2@example.com.au'));
    expect(owner!.suburb).toBe('Parramatta');
    const [vehicle] = await api.app.database.db.select().from(vehicles).where(eq(vehicles.vin, 'LGWEF6A5XRH000002'));
    expect(vehicle!.registration).toBe('NEW2');
  });
});

describe('postcode allocations (POST /api/postcodes/upload)', () => {
  const file = csv([
    ['2150', 'gwm-par'],
    ['2150', 'HAV-PAR'],
    ['2750', 'GWM-PAR'],
  ]);

  it('gives each postcode, every locality of it, to the dealer in the slot of its brand', async () => {
    const { status, body } = await upload(api, 'postcodes', file);
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: "PMA's have been loaded", rows: 3, rejected: 0, records: { postcodes: { created: 0, updated: 5, unchanged: 0 } } });
    const rows = await api.app.database.db.select().from(postcodes);
    for (const row of rows) expect(row.gwm_dealers_id).toBe(ids.gwm);
    expect(rows.filter((r) => r.postcode === '2150').map((r) => r.haval_dealers_id)).toEqual([ids.haval, ids.haval]);
    expect(rows.find((r) => r.postcode === '2750')!.haval_dealers_id).toBeNull();
  });

  it('changes nothing when the same file comes again', async () => {
    const { body } = await upload(api, 'postcodes', file);
    expect(body.records.postcodes).toEqual({ created: 0, updated: 0, unchanged: 5 });
  });
});

describe('the owner file (POST /api/pentanas/upload)', () => {
  const file = csv([ownerRow(1), ownerRow(2), ownerRow(3, { 'Owner number': 'MDS1', 'Selling dealer code': 'HAV-PAR' })]);

  it('creates CRM owners and vehicles, each vehicle linked to its owner and selling dealer', async () => {
    const { status, body } = await upload(api, 'owners', file);
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: 'CRM owners have been loaded', rows: 3, rejected: 0 });
    expect(body.records).toEqual({ pentanas: { created: 2, updated: 0, unchanged: 0 }, pentana_vehicles: { created: 3, updated: 0, unchanged: 0 } });
    const [owner] = await api.app.database.db.select().from(pentanas).where(eq(pentanas.mds_owner_number, 'MDS1'));
    expect(owner).toMatchObject({ primary_first_name: 'Noah', primary_last_name: 'Kaur3', email_address: 'noah.kaur3@example.com.au', buyer_type: 'Private' });
    const theirs = await api.app.database.db.select().from(pentanaVehicles).where(eq(pentanaVehicles.pentanas_id, owner!.id));
    expect(theirs.map((v) => [v.vin, v.dealers_id, v.warranty_start_date, v.owner_sequence_number]).sort()).toEqual([
      ['LGWEF6A5XRC000001', ids.gwm, '2024-02-01', 1],
      ['LGWEF6A5XRC000003', ids.haval, '2024-02-01', 1],
    ]);
  });

  it('changes nothing when the same file comes again', async () => {
    const { body } = await upload(api, 'owners', file);
    expect(body).toMatchObject({ created: 0, updated: 0, unchanged: 5 });
    expect(await count(pentanaVehicles)).toBe(3);
  });
});
