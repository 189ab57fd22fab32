// Postcodes (docs/back-office.md, postcodes): full set of calls, allocation to a dealer in the slot
// of the dealer's brand, the allocation and country filters. Bad input and access are in
// postcodes-input.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postcodes } from '../../server/generated/tables.ts';
import { type TestApi, startApi } from './harness.ts';
import { insertDealer, isPage, postcodeBody } from './owner-fixtures.ts';

let api: TestApi;
let gwm: { id: number; name: string };
let haval: { id: number; name: string };

beforeAll(async () => {
  api = await startApi();
  gwm = await insertDealer(api, { name: 'Sydney GWM', brand: 'GWM' });
  haval = await insertDealer(api, { name: 'Sydney Haval', brand: 'Haval' });
});
afterAll(() => api.close());

const dbRow = async (id: number) => (await api.app.database.db.select().from(postcodes).where(eq(postcodes.id, id)))[0];
const ids = (body: { data: { id: number }[] }) => body.data.map((p) => p.id);

describe('postcodes: create, read, update, delete', () => {
  it('creates a postcode with 201, country following the state', async () => {
    const body = postcodeBody({ postcode: '2000', locality: 'Sydney', state: 'NSW' });
    const created = await api.post('admin', '/api/postcodes', body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ...body,
      country: 'AU',
      enabled: true,
      gwm_dealers_id: null,
      haval_dealers_id: null,
      gwm_dealer: null,
      haval_dealer: null,
    });
    const nz = await api.post('admin', '/api/postcodes', postcodeBody({ postcode: '1010', locality: 'Auckland', state: 'NZ', lng: 174.76, lat: -36.85 }));
    expect(nz.status).toBe(201);
    expect(nz.body.country).toBe('NZ');
  });

  it('takes the country from the state even when another country is sent', async () => {
    const nz = await api.post('admin', '/api/postcodes', postcodeBody({ locality: 'Wellington', state: 'NZ', country: 'AU' }));
    expect(nz.body.country).toBe('NZ');
    const au = await api.put(
      'admin',
      `/api/postcodes/${nz.body.id}`,
      postcodeBody({ postcode: nz.body.postcode, locality: 'Wellington', state: 'QLD', country: 'NZ' }),
    );
    expect(au.body.country).toBe('AU');
    const stateless = await api.post('admin', '/api/postcodes', postcodeBody({ locality: 'Nowhere in particular', state: null, country: 'NZ' }));
    expect(stateless.body.country).toBe('NZ');
  });

  it('reads one postcode, and answers 404 for one that does not exist', async () => {
    const created = await api.post('admin', '/api/postcodes', postcodeBody({ locality: 'Readville' }));
    const read = await api.get('admin', `/api/postcodes/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id: created.body.id,
      postcode: created.body.postcode,
      locality: 'Readville',
      lng: 151.2093,
      lat: -33.8688,
      state: 'NSW',
      acoustic_id: created.body.acoustic_id,
    });
    expect((await api.get('admin', '/api/postcodes/765432')).status).toBe(404);
  });

  it('updates with PUT (200) and with POST carrying _method=PUT (200)', async () => {
    const created = await api.post('admin', '/api/postcodes', postcodeBody());
    const put = await api.put(
      'admin',
      `/api/postcodes/${created.body.id}`,
      postcodeBody({ postcode: '3000', locality: 'Melbourne', state: 'VIC', lng: 144.96, lat: -37.81 }),
    );
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id: created.body.id, postcode: '3000', locality: 'Melbourne', state: 'VIC', country: 'AU', lng: 144.96 });
    const viaPost = await api.post('admin', `/api/postcodes/${created.body.id}`, {
      ...postcodeBody({ postcode: '3000', locality: 'Melbourne CBD' }),
      _method: 'PUT',
    });
    expect(viaPost.status).toBe(200);
    expect((await dbRow(created.body.id))!.locality).toBe('Melbourne CBD');
  });

  it('deletes a postcode', async () => {
    const created = await api.post('admin', '/api/postcodes', postcodeBody());
    expect((await api.del('admin', `/api/postcodes/${created.body.id}`)).status).toBe(200);
    expect((await api.get('admin', `/api/postcodes/${created.body.id}`)).status).toBe(404);
    expect(await dbRow(created.body.id)).toBeUndefined();
  });
});

describe('postcodes: allocation to dealers', () => {
  it('puts a Haval dealer in haval_dealers_id and a GWM dealer in gwm_dealers_id, with each embedded', async () => {
    const toHaval = await api.post('admin', '/api/postcodes', postcodeBody({ dealer: haval.id }));
    expect(toHaval.status).toBe(201);
    expect(toHaval.body).toMatchObject({
      haval_dealers_id: haval.id,
      gwm_dealers_id: null,
      haval_dealer: { id: haval.id, name: 'Sydney Haval', brand: 'Haval' },
      gwm_dealer: null,
    });
    expect(toHaval.body).not.toHaveProperty('dealer');

    const toGwm = await api.put('admin', `/api/postcodes/${toHaval.body.id}`, postcodeBody({ postcode: toHaval.body.postcode, dealer: gwm.id }));
    expect(toGwm.status).toBe(200);
    expect(toGwm.body).toMatchObject({
      haval_dealers_id: haval.id,
      gwm_dealers_id: gwm.id,
      gwm_dealer: { id: gwm.id, brand: 'GWM' },
      haval_dealer: { id: haval.id },
    });
    expect(await dbRow(toHaval.body.id)).toMatchObject({ haval_dealers_id: haval.id, gwm_dealers_id: gwm.id });
  });

  it('a new dealer of the same brand takes the place of the old one', async () => {
    const other = await insertDealer(api, { name: 'Parramatta GWM', brand: 'GWM' });
    const created = await api.post('admin', '/api/postcodes', postcodeBody({ dealer: gwm.id }));
    const moved = await api.put('admin', `/api/postcodes/${created.body.id}`, { ...postcodeBody(), dealer: other.id });
    expect(moved.body).toMatchObject({ gwm_dealers_id: other.id, haval_dealers_id: null });
  });

  it('moves a postcode from ?allocation=orphaned to ?allocation=allocated once it has a dealer', async () => {
    const created = await api.post('admin', '/api/postcodes', postcodeBody({ locality: 'Orphanville' }));
    const orphaned = await api.get('admin', '/api/postcodes?allocation=orphaned&per_page=-1');
    const allocated = await api.get('admin', '/api/postcodes?allocation=allocated&per_page=-1');
    expect(ids(orphaned.body)).toContain(created.body.id);
    expect(ids(allocated.body)).not.toContain(created.body.id);
    expect(orphaned.body.data.every((p: { gwm_dealers_id: null; haval_dealers_id: null }) => p.gwm_dealers_id === null && p.haval_dealers_id === null)).toBe(
      true,
    );

    await api.post('admin', `/api/postcodes/${created.body.id}`, {
      ...postcodeBody({ postcode: created.body.postcode, locality: 'Orphanville' }),
      dealer: haval.id,
      _method: 'PUT',
    });
    const orphanedAfter = await api.get('admin', '/api/postcodes?allocation=orphaned&per_page=-1');
    const allocatedAfter = await api.get('admin', '/api/postcodes?allocation=allocated&per_page=-1');
    expect(ids(orphanedAfter.body)).not.toContain(created.body.id);
    expect(ids(allocatedAfter.body)).toContain(created.body.id);
    expect(orphanedAfter.body.total).toBe(orphaned.body.total - 1);
    expect(allocatedAfter.body.total).toBe(allocated.body.total + 1);
    expect(
      allocatedAfter.body.data.every(
        (p: { gwm_dealers_id: number | null; haval_dealers_id: number | null }) => p.gwm_dealers_id !== null || p.haval_dealers_id !== null,
      ),
    ).toBe(true);

    const all = (await api.get('admin', '/api/postcodes/count')).body.count;
    const counted = async (allocation: string) => (await api.get('admin', `/api/postcodes/count?allocation=${allocation}`)).body.count;
    expect(await counted('allocated')).toBe(allocatedAfter.body.total);
    expect(await counted('orphaned')).toBe(orphanedAfter.body.total);
    expect((await counted('allocated')) + (await counted('orphaned'))).toBe(all);
  });

  it('refuses an unknown dealer and keeps nothing of the request', async () => {
    const before = (await api.get('admin', '/api/postcodes/count')).body.count;
    const refused = await api.post('admin', '/api/postcodes', postcodeBody({ locality: 'Nowhere', dealer: 987654 }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ dealer: ['There is no dealer 987654.'] });
    expect((await api.get('admin', '/api/postcodes/count')).body.count).toBe(before);

    const created = await api.post('admin', '/api/postcodes', postcodeBody({ locality: 'Kept' }));
    const update = await api.put('admin', `/api/postcodes/${created.body.id}`, postcodeBody({ locality: 'Changed', dealer: 987654 }));
    expect(update.status).toBe(422);
    expect((await dbRow(created.body.id))!.locality).toBe('Kept');
  });

  it('ignores dealer slots sent directly (they follow `dealer` only)', async () => {
    const created = await api.post('admin', '/api/postcodes', postcodeBody({ gwm_dealers_id: gwm.id, haval_dealers_id: haval.id }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ gwm_dealers_id: null, haval_dealers_id: null });
  });
});

describe('postcodes: list, filters, search, count', () => {
  it('lists a page of 50 by default, sorted by postcode', async () => {
    const list = await api.get('admin', '/api/postcodes');
    expect(list.status).toBe(200);
    expect(isPage(list.body)).toBe(true);
    expect(list.body).toMatchObject({ current_page: 1, per_page: 50 });
    const codes = list.body.data.map((p: { postcode: string }) => p.postcode);
    expect(codes).toEqual([...codes].sort());
  });

  it('filters by country AU or NZ', async () => {
    const created = await api.post('admin', '/api/postcodes', postcodeBody({ postcode: '9016', locality: 'Dunedin', state: 'NZ' }));
    const nz = await api.get('admin', '/api/postcodes?country=NZ&per_page=-1');
    const au = await api.get('admin', '/api/postcodes?country=AU&per_page=-1');
    expect(ids(nz.body)).toContain(created.body.id);
    expect(ids(au.body)).not.toContain(created.body.id);
    expect(nz.body.data.every((p: { country: string }) => p.country === 'NZ')).toBe(true);
    expect(au.body.data.every((p: { country: string }) => p.country === 'AU')).toBe(true);
    const all = await api.get('admin', '/api/postcodes?per_page=-1');
    expect(nz.body.total + au.body.total).toBe(all.body.total);
    expect((await api.get('admin', '/api/postcodes/count?country=NZ')).body).toEqual({ count: nz.body.total });
    const wrong = await api.get('admin', '/api/postcodes?country=UK');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ country: ['country must be one of: AU, NZ'] });
    const wrongAllocation = await api.get('admin', '/api/postcodes?allocation=some');
    expect(wrongAllocation.status).toBe(422);
    expect(wrongAllocation.body.errors).toEqual({ allocation: ['allocation must be one of: allocated, orphaned'] });
  });

  it('combines country and allocation with search, as the postcode screen does', async () => {
    const created = await api.post('admin', '/api/postcodes', postcodeBody({ postcode: '0872', locality: 'Alice Springs', state: 'NT', dealer: gwm.id }));
    const found = await api.get('admin', '/api/postcodes?search=alice&allocation=allocated&country=AU&per_page=50&page=1');
    expect(ids(found.body)).toEqual([created.body.id]);
    expect((await api.get('admin', '/api/postcodes?search=alice&allocation=orphaned')).body.total).toBe(0);
  });

  it('finds postcodes by postcode or by part of the locality', async () => {
    const created = await api.post('admin', '/api/postcodes', postcodeBody({ postcode: '4870', locality: 'Cairns North', state: 'QLD' }));
    // Other tests' postcodes may match too (their numbers come from a counter): each match must hold q.
    const matches = (q: string) => (p: { postcode: string; locality: string }) => `${p.postcode} ${p.locality}`.toLowerCase().includes(q.toLowerCase());
    for (const q of ['4870', '487', 'cairns', 'S NOR']) {
      const found = await api.get('admin', `/api/postcodes/search?q=${encodeURIComponent(q)}`);
      expect(found.status, q).toBe(200);
      expect(ids({ data: found.body }), q).toContain(created.body.id);
      expect(found.body.every(matches(q)), q).toBe(true);
      const paged = await api.get('admin', `/api/postcodes/searchWithPagination?q=${encodeURIComponent(q)}&per_page=50&page=1`);
      expect(isPage(paged.body), q).toBe(true);
      expect(ids(paged.body).sort(), q).toEqual(ids({ data: found.body }).sort());
    }
  });

  it('counts at /count and /count/', async () => {
    const all = await api.get('admin', '/api/postcodes?per_page=-1');
    expect((await api.get('admin', '/api/postcodes/count')).body).toEqual({ count: all.body.total });
    expect((await api.get('admin', '/api/postcodes/count/')).body).toEqual({ count: all.body.total });
  });
});
