// Paging edge cases and search text that could break a query, on the owner-side lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/generated/tables.ts';
import { type TestApi, startApi } from './harness.ts';
import { insertBooking, insertDealer, insertModel, insertPentana, insertPentanaVehicle, insertVehicle, isPage } from './owner-fixtures.ts';

let api: TestApi;
/** The CRM owners of this file: seven, so pages of three end with one. */
const SEVEN = 7;
const tricky: Record<string, number> = {};

beforeAll(async () => {
  api = await startApi();
  for (let i = 1; i <= SEVEN; i++) await insertPentana(api, { primary_last_name: `Pager ${String(i).padStart(2, '0')}` });
  // Users whose names hold the characters LIKE and SQL treat specially.
  const names = {
    percent: '50% Off Motors',
    fifty: '500 Club',
    underscore: 'snake_case',
    underscoreLookalike: 'snakeXcase',
    backslash: 'back\\slash',
    backslashLookalike: 'backslash',
    quote: "O'Brien",
    doubleQuote: 'The "Boss"',
  };
  for (const [key, lastname] of Object.entries(names)) {
    const [row] = await api.app.database.db
      .insert(users)
      .values({ firstname: 'Tricky', lastname, email: `${key.toLowerCase()}@tricky.example`, role: 'USER' })
      .returning({ id: users.id });
    tricky[key] = row!.id;
  }
  const model = await insertModel(api);
  const dealer = await insertDealer(api);
  const vehicle = await insertVehicle(api, api.ids.owner, model.id, { registration: '50%OFF', vin: 'VIN_WITH_UNDERSCORE' });
  await insertVehicle(api, api.ids.owner, model.id, { registration: '500AAA', vin: 'VINXWITHXUNDERSCORE' });
  await insertPentanaVehicle(api, { rego: "O'REGO", vin: 'PV\\1' });
  await insertBooking(api, { vehicle_id: vehicle.id, dealer_id: dealer.id, description: '100% done' });
  await api.post('admin', '/api/postcodes', { postcode: '2000', locality: 'Sydney_CBD', lng: 151.2, lat: -33.8, acoustic_id: 'a1', state: 'NSW' });
  await api.post('admin', '/api/postcodes', { postcode: '2001', locality: 'SydneyXCBD', lng: 151.2, lat: -33.8, acoustic_id: 'a2', state: 'NSW' });
});
afterAll(() => api.close());

const pentanas = (query: string) => api.get('admin', `/api/pentanas?${query}`);

describe('paging', () => {
  it('answers the first page with the page shape', async () => {
    const first = await pentanas('per_page=3&page=1');
    expect(first.status).toBe(200);
    expect(isPage(first.body)).toBe(true);
    expect(first.body).toMatchObject({ current_page: 1, last_page: 3, per_page: 3, total: SEVEN, total_is_estimate: false });
    expect(first.body.data.map((p: { primary_last_name: string }) => p.primary_last_name)).toEqual(['Pager 01', 'Pager 02', 'Pager 03']);
  });

  it('answers the last page with the rows that remain', async () => {
    const last = await pentanas('per_page=3&page=3');
    expect(last.body).toMatchObject({ current_page: 3, last_page: 3, per_page: 3, total: SEVEN, total_is_estimate: false });
    expect(last.body.data.map((p: { primary_last_name: string }) => p.primary_last_name)).toEqual(['Pager 07']);
  });

  it('answers a page past the end with no rows and the right total and last page', async () => {
    for (const page of [4, 50, 2147483647]) {
      const past = await pentanas(`per_page=3&page=${page}`);
      expect(past.status, String(page)).toBe(200);
      expect(past.body, String(page)).toEqual({ data: [], current_page: page, last_page: 3, per_page: 3, total: SEVEN, total_is_estimate: false });
    }
  });

  it('answers every row for per_page=-1, with per_page equal to the total and one page', async () => {
    const all = await pentanas('per_page=-1');
    expect(all.body).toMatchObject({ current_page: 1, last_page: 1, per_page: SEVEN, total: SEVEN });
    expect(all.body.data).toHaveLength(SEVEN);
    const users = await api.get('admin', '/api/users?per_page=-1');
    expect(users.body.per_page).toBe(users.body.total);
    expect(users.body.data).toHaveLength(users.body.total);
    expect(users.body.last_page).toBe(1);
  });

  it('uses the default page size when none is given', async () => {
    expect((await pentanas('')).body).toMatchObject({ per_page: 50, last_page: 1, total: SEVEN });
    expect((await api.get('admin', '/api/vehicleservices')).body.per_page).toBe(10);
  });

  it('refuses per_page=0 with a clear message', async () => {
    for (const url of ['/api/pentanas?per_page=0', '/api/users?per_page=0', '/api/postcodes/searchWithPagination?q=2&per_page=0']) {
      const refused = await api.get('admin', url);
      expect(refused.status, url).toBe(422);
      expect(refused.body.errors, url).toEqual({ per_page: ['per_page must be -1 (all rows) or at least 1'] });
    }
  });

  it.each([
    ['page=0', { page: ['page must be at least 1'] }],
    ['page=-2', { page: ['page must be at least 1'] }],
    ['page=two', { page: ['page must be a whole number'] }],
    ['page=1.5', { page: ['page must be a whole number'] }],
    ['page=99999999999', { page: ['page must be at most 2147483647'] }],
    ['per_page=-2', { per_page: ['per_page must be at least -1'] }],
    ['per_page=ten', { per_page: ['per_page must be a whole number'] }],
    ['per_page=10001', { per_page: ['per_page must be at most 10000'] }],
    ['sort=nonsense', { sort: [expect.stringMatching(/^sort must be one of: /)] }],
    ['sort=lastname&order=sideways', { order: ['order must be one of: asc, desc'] }],
  ])('refuses %s with a clear message', async (query, errors) => {
    const refused = await api.get('admin', `/api/users?${query}`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual(errors);
    expect(refused.body.message).toEqual(expect.any(String));
  });

  it('does not sort by a field it never shows (the password hash)', async () => {
    const refused = await api.get('admin', '/api/users?sort=password');
    expect(refused.status).toBe(422);
    expect(refused.body.errors.sort[0]).not.toContain('password');
  });

  it('sorts by a field in either order', async () => {
    const asc = await pentanas('sort=primary_last_name&order=asc&per_page=2');
    const desc = await pentanas('sort=primary_last_name&order=desc&per_page=2');
    expect(asc.body.data.map((p: { primary_last_name: string }) => p.primary_last_name)).toEqual(['Pager 01', 'Pager 02']);
    expect(desc.body.data.map((p: { primary_last_name: string }) => p.primary_last_name)).toEqual(['Pager 07', 'Pager 06']);
  });

  it('pages search results too', async () => {
    const paged = await api.get('admin', '/api/pentanas/searchWithPagination?q=pager&per_page=5&page=2');
    expect(paged.body).toMatchObject({ current_page: 2, last_page: 2, per_page: 5, total: SEVEN, total_is_estimate: false });
    expect(paged.body.data).toHaveLength(2);
    const past = await api.get('admin', '/api/pentanas/searchWithPagination?q=pager&per_page=5&page=9');
    expect(past.body).toEqual({ data: [], current_page: 9, last_page: 2, per_page: 5, total: SEVEN, total_is_estimate: false });
  });

  it('caps the plain search at 50 results', async () => {
    for (let i = 0; i < 51 - SEVEN; i++) await insertPentana(api, { primary_last_name: `Bulk ${i}` });
    const found = await api.get('admin', '/api/pentanas/search?q=MDS');
    expect(found.status).toBe(200);
    expect(found.body).toHaveLength(50);
    expect((await api.get('admin', '/api/pentanas/count')).body.count).toBe(51);
  });
});

describe('search text that could break a query', () => {
  const findUsers = async (q: string) => {
    const found = await api.get('admin', `/api/users/search?q=${encodeURIComponent(q)}`);
    expect(found.status, q).toBe(200);
    return (found.body as { id: number }[]).map((u) => u.id).sort((a, b) => a - b);
  };

  it('treats a percent sign as itself: "50%" does not match everything', async () => {
    expect(await findUsers('50%')).toEqual([tricky.percent]);
    expect(await findUsers('%')).toEqual([tricky.percent]);
    expect(await findUsers('50')).toEqual([tricky.fifty, tricky.percent].sort((a, b) => a! - b!));
  });

  it('treats an underscore as itself', async () => {
    expect(await findUsers('snake_case')).toEqual([tricky.underscore]);
    expect(await findUsers('_')).toEqual([tricky.underscore]);
  });

  it('treats a backslash as itself', async () => {
    expect(await findUsers('back\\slash')).toEqual([tricky.backslash]);
    expect(await findUsers('\\')).toEqual([tricky.backslash]);
    expect(await findUsers('k\\')).toEqual([tricky.backslash]);
  });

  it('finds names with quotes', async () => {
    expect(await findUsers("O'Brien")).toEqual([tricky.quote]);
    expect(await findUsers("'")).toEqual([tricky.quote]);
    expect(await findUsers('"Boss"')).toEqual([tricky.doubleQuote]);
  });

  it('reads SQL in the search as text', async () => {
    expect(await findUsers("'; DROP TABLE users; --")).toEqual([]);
    expect(await findUsers("' OR '1'='1")).toEqual([]);
    expect((await api.get('admin', '/api/users/count')).status).toBe(200);
  });

  it('answers 200 for 1000 characters and a clear 422 past that', async () => {
    expect(await findUsers('x'.repeat(1000))).toEqual([]);
    const tooLong = await api.get('admin', `/api/users/search?q=${'x'.repeat(1001)}`);
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors).toEqual({ q: ['q can be at most 1000 characters'] });
  });

  it('answers 200 for blank and unicode searches', async () => {
    const everyone = await api.get('admin', '/api/users/searchWithPagination?q=%20%20&per_page=-1');
    expect(everyone.status).toBe(200);
    expect(everyone.body.total).toBe((await api.get('admin', '/api/users/count')).body.count);
    expect(await findUsers('Zoë 日本 🚗')).toEqual([]);
  });

  it('refuses a NUL character with a clear 422 rather than failing', async () => {
    const refused = await api.get('admin', '/api/users/search?q=a%00b');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ q: ['q must not contain the NUL character'] });
  });

  const searchable = ['users', 'vehicles', 'postcodes', 'pentanas', 'pentanavehicles', 'vehicleservices', 'configurator'];
  const nasty = ['50%', '%', '_', '\\', "'", '"', '%\'_\\"', "'; DROP TABLE users; --", '%%%%', '\\%', '\\_', '[a-z]*', '$1', 'x'.repeat(1000)];

  it.each(searchable)('never fails on /api/%s: search, searchWithPagination and q on the list', async (route) => {
    for (const q of nasty) {
      const encoded = encodeURIComponent(q);
      for (const url of [
        `/api/${route}/search?q=${encoded}`,
        `/api/${route}/searchWithPagination?q=${encoded}&per_page=10&page=1`,
        `/api/${route}?search=${encoded}`,
      ]) {
        const reply = await api.get('admin', url);
        expect(reply.status, `${url.slice(0, 80)}`).toBe(200);
        if (!url.includes('/search?')) expect(isPage(reply.body), url.slice(0, 80)).toBe(true);
      }
    }
  });

  it('matches the special characters literally on vehicles, postcodes, CRM vehicles and bookings', async () => {
    const ids = async (url: string) => (await api.get('admin', url)).body.length as number;
    expect(await ids(`/api/vehicles/search?q=${encodeURIComponent('50%')}`)).toBe(1);
    expect(await ids(`/api/vehicles/search?q=${encodeURIComponent('VIN_WITH')}`)).toBe(1);
    expect(await ids(`/api/postcodes/search?q=${encodeURIComponent('Sydney_')}`)).toBe(1);
    expect(await ids(`/api/pentanavehicles/search?q=${encodeURIComponent("O'RE")}`)).toBe(1);
    expect(await ids(`/api/pentanavehicles/search?q=${encodeURIComponent('PV\\')}`)).toBe(1);
    expect(await ids(`/api/vehicleservices/search?q=${encodeURIComponent('0%')}`)).toBe(1);
  });
});
