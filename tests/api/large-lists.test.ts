// Lists and searches on a table too big to scan (120,000 CRM vehicles): totals exact up to
// 10,000 rows and estimated past that with a consistent page shape, short search text matching
// the start of a field, deep pages equal to a plain OFFSET, and /count agreeing with the total.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_TOTAL_LIMIT } from '../../server/queries/records/records.ts';
import { type TestApi, startApi } from './harness.ts';

let api: TestApi;
const ROWS = 120_000;
/** Every 800th vehicle's rego contains "QZ" in the middle (150 of them); three begin with it. */
const MIDDLE = ROWS / 800;
const STARTING = ['QZ0001', 'QZ0002', 'QZ0003'];

beforeAll(async () => {
  api = await startApi();
  const db = api.app.database.db;
  await db.execute(sql`
    INSERT INTO pentana_vehicles (rego, vin, model_year)
    SELECT CASE WHEN g % 800 = 0 THEN 'A' || 'QZ' || lpad(g::text, 7, '0') ELSE 'R' || lpad(g::text, 6, '0') END,
           'LGW' || lpad(g::text, 14, '0'), '2024'
      FROM generate_series(1, ${ROWS}) AS g`);
  for (const rego of STARTING) await db.execute(sql`INSERT INTO pentana_vehicles (rego, vin) VALUES (${rego}, ${`VIN${rego}`})`);
  // What autovacuum does on a server after a bulk load (statistics, and the trigram indexes' pending entries merged).
  await db.execute(sql`VACUUM ANALYZE pentana_vehicles`);
}, 120_000);
afterAll(() => api.close());

const regos = (rows: { rego: string }[]) => rows.map((r) => r.rego);
/** The rows of a page as the database orders them with a plain OFFSET. */
async function plainPage(where: string, perPage: number, page: number): Promise<string[]> {
  const result = (await api.app.database.db.execute(
    sql.raw(`SELECT rego FROM pentana_vehicles ${where} ORDER BY rego, id LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`),
  )) as unknown as { rows: { rego: string }[] };
  return regos(result.rows);
}

describe('totals on a large table', () => {
  it('estimates the unfiltered total past 10,000 rows, close to the real count, with a consistent last page', async () => {
    const page = await api.get('admin', '/api/pentanavehicles?per_page=50');
    expect(page.status).toBe(200);
    const { total, last_page, per_page, current_page } = page.body;
    expect(total).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    expect(page.body.total_is_estimate).toBe(true);
    expect(Math.abs(total - (ROWS + STARTING.length)) / ROWS).toBeLessThan(0.15);
    expect({ current_page, per_page, last_page }).toEqual({ current_page: 1, per_page: 50, last_page: Math.ceil(total / 50) });
    expect(regos(page.body.data)).toEqual(await plainPage('', 50, 1));
    expect((await api.get('admin', '/api/pentanavehicles/count')).body.count).toBe(total);
  });

  it('counts exactly up to 10,000 matching rows, on every page and past the end', async () => {
    const first = await api.get('admin', '/api/pentanavehicles/searchWithPagination?q=AQZ&per_page=50');
    expect(first.body).toMatchObject({ total: MIDDLE, total_is_estimate: false, last_page: Math.ceil(MIDDLE / 50), per_page: 50, current_page: 1 });
    expect(regos(first.body.data)).toEqual(await plainPage(`WHERE rego ILIKE '%AQZ%'`, 50, 1));
    const last = await api.get('admin', `/api/pentanavehicles/searchWithPagination?q=AQZ&per_page=50&page=${Math.ceil(MIDDLE / 50)}`);
    expect(last.body.data).toHaveLength(MIDDLE % 50 || 50);
    expect(last.body.total).toBe(MIDDLE);
    const past = await api.get('admin', '/api/pentanavehicles/searchWithPagination?q=AQZ&per_page=50&page=99');
    expect(past.body).toEqual({ data: [], current_page: 99, last_page: Math.ceil(MIDDLE / 50), per_page: 50, total: MIDDLE, total_is_estimate: false });
    expect((await api.get('admin', '/api/pentanavehicles/count?q=AQZ')).body.count).toBe(MIDDLE);
  });

  it('pages a search matching more than 10,000 rows in order, with an estimated total', async () => {
    const second = await api.get('admin', '/api/pentanavehicles/searchWithPagination?q=LGW000&per_page=100&page=2');
    expect(second.body).toMatchObject({ total: expect.any(Number), total_is_estimate: true });
    expect(second.body.total).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    expect(second.body.last_page).toBe(Math.ceil(second.body.total / 100));
    expect(regos(second.body.data)).toEqual(await plainPage(`WHERE rego ILIKE '%LGW000%' OR vin ILIKE '%LGW000%'`, 100, 2));
  });
});

describe('deep pages', () => {
  it('answers a page 50,000 rows deep with the same rows as a plain OFFSET', async () => {
    for (const page of [1000, 2399]) {
      const deep = await api.get('admin', `/api/pentanavehicles?per_page=50&page=${page}`);
      expect(deep.status).toBe(200);
      expect(regos(deep.body.data), String(page)).toEqual(await plainPage('', 50, page));
    }
  });

  it('keeps a deep page of a sort the caller chose in that order', async () => {
    const deep = await api.get('admin', '/api/pentanavehicles?per_page=20&page=100&sort=vin&order=desc');
    const result = (await api.app.database.db.execute(sql`SELECT vin FROM pentana_vehicles ORDER BY vin DESC, id LIMIT 20 OFFSET 1980`)) as unknown as {
      rows: { vin: string }[];
    };
    expect(deep.body.data.map((r: { vin: string }) => r.vin)).toEqual(result.rows.map((r) => r.vin));
  });
});

describe('short search text on a large table', () => {
  it('matches the start of a field for one or two characters, and still finds every such row', async () => {
    const paged = await api.get('admin', '/api/pentanavehicles/searchWithPagination?q=qz');
    expect(paged.status).toBe(200);
    expect(paged.body).toMatchObject({ total: STARTING.length, last_page: 1 });
    expect(regos(paged.body.data)).toEqual(STARTING);
    expect(regos((await api.get('admin', '/api/pentanavehicles/search?q=QZ')).body)).toEqual(STARTING);
    expect(regos((await api.get('admin', '/api/pentanavehicles/search?q=q')).body)).toEqual(STARTING);
    expect((await api.get('admin', '/api/pentanavehicles/count?q=qZ')).body.count).toBe(STARTING.length);
  });

  it('matches anywhere in a field from three characters', async () => {
    const found = await api.get('admin', '/api/pentanavehicles/searchWithPagination?q=qz0&per_page=-1');
    expect(found.body.total).toBe(STARTING.length + MIDDLE);
  });

  it('treats wildcard characters in short text as themselves', async () => {
    for (const q of ['%', '_']) {
      const found = await api.get('admin', `/api/pentanavehicles/searchWithPagination?q=${encodeURIComponent(q)}`);
      expect(found.body, q).toEqual({ data: [], current_page: 1, last_page: 1, per_page: 50, total: 0, total_is_estimate: false });
    }
  });

  it('is still a substring match on a small table', async () => {
    await api.post('admin', '/api/postcodes', { postcode: '2000', locality: 'Sydney', lng: 151.2, lat: -33.8, acoustic_id: 'a1', state: 'NSW' });
    const found = await api.get('admin', '/api/postcodes/search?q=dn');
    expect(found.body.map((p: { locality: string }) => p.locality)).toEqual(['Sydney']);
  });
});
