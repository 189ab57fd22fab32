// The dashboard on tables past 10,000 rows (25,000 owners, vehicles and bookings, vacuumed and analysed as
// autovacuum would): the tiles of large tables are the planner's estimates and say so, and no
// statement the dashboard sends counts a large table: each one's plan is asked of the planner and
// reads those tables only through an index range of a few rows, never scanning them.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_TOTAL_LIMIT } from '../../server/queries/records/records.ts';
import { type TestApi, startApi } from './harness.ts';
import { insertDealer, insertModel } from './owner-fixtures.ts';
import { type SentStatement, recordStatements } from './recorded-statements.ts';
import { planNodes as plansOf } from './statement-plans.ts';

const ROWS = 25_000;
const LARGE = ['users', 'vehicles', 'vehicle_services'];

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
  const db = api.app.database.db;
  const model = await insertModel(api);
  const dealer = await insertDealer(api);
  // Registered and booked over five years, as a portal's history is: a week holds about 1/260 of them.
  await db.execute(sql`
    INSERT INTO users (firstname, lastname, email, role, registered, registered_at)
    SELECT 'Owner', 'Large ' || g, 'large' || g || '@dashboard.example', 'USER', true, now() - (g % 1826) * interval '1 day'
      FROM generate_series(1, ${ROWS}) AS g`);
  await db.execute(sql`
    INSERT INTO vehicles (models_id, registration, registration_date, roadside_start_date, roadside_expiry_date, purchase_date, vin, engine_number, year)
    SELECT ${model.id}, 'L' || g, '2024-01-01', '2024-01-01', '2027-01-01', '2024-01-01', 'LGWLARGE' || lpad(g::text, 9, '0'), 'E' || g, '2024'
      FROM generate_series(1, ${ROWS}) AS g`);
  await db.execute(sql`
    INSERT INTO vehicle_services (vehicle_id, dealer_id, date, odometer, created_at)
    SELECT (SELECT min(id) FROM vehicles), ${dealer.id}, '2026-01-05 09:00', 1000, now() - (g % 1826) * interval '1 day'
      FROM generate_series(1, ${ROWS}) AS g`);
  await db.execute(sql`VACUUM ANALYZE users, vehicles, vehicle_services`);
}, 120_000);
afterAll(() => api.close());

/** The plan of a statement the dashboard sent. */
const planNodes = (statement: SentStatement) => plansOf(api.app.database, statement);

describe('the dashboard on large tables', () => {
  it('gives the planner’s estimate of owners, vehicles and waiting services, says so, and counts the small tables', async () => {
    const reply = await api.get('admin', '/api/dashboard');
    expect(reply.status).toBe(200);
    expect([...reply.body.estimated].sort()).toEqual(['services_waiting', 'users', 'vehicles']);
    // The harness's two owners are owners too.
    for (const [tile, rows] of [
      ['users', ROWS + 2],
      ['vehicles', ROWS],
      ['services_waiting', ROWS],
    ] as const) {
      expect(reply.body[tile], tile).toBeGreaterThan(EXACT_TOTAL_LIMIT);
      expect(Math.abs(reply.body[tile] - rows) / rows, tile).toBeLessThan(0.15);
    }
    expect(reply.body).toMatchObject({ models: 1, dealers: 1, messages: 0, open_recalls: 0 });
  });

  it('sends no statement that counts or scans a large table', async () => {
    const { statements, result } = await recordStatements(api.app.database, () => api.get('admin', '/api/dashboard'));
    expect(result.status).toBe(200);
    const run = statements.filter((statement) => !/^\s*explain\b/i.test(statement.text));
    expect(run.length).toBeGreaterThan(0);
    for (const statement of run) {
      const reads = (await planNodes(statement)).filter((node) => LARGE.includes(node['Relation Name'] ?? ''));
      for (const node of reads) {
        expect(node['Node Type'], statement.text).not.toBe('Seq Scan');
        expect(node['Plan Rows'], statement.text).toBeLessThan(EXACT_TOTAL_LIMIT);
      }
    }
    // The weekly chart reads both large tables it draws from, by their indexes.
    const weekly = run.find((statement) => statement.text.includes('generate_series'))!;
    const weeklyNodes = (await planNodes(weekly)).filter((node) => LARGE.includes(node['Relation Name'] ?? ''));
    expect(new Set(weeklyNodes.map((node) => node['Relation Name']))).toEqual(new Set(['users', 'vehicle_services']));
    // A week's registrations are counted by the index on registration time, without reading each owner's role
    // (the planner may still visit the rows for their visibility: PostgreSQL 15 does, PGlite's 17 reads the index alone).
    const byTime = weeklyNodes.filter((node) => node['Relation Name'] === 'users' && !JSON.stringify(node).includes('role'));
    expect(byTime).toHaveLength(1);
    expect(byTime[0]!.Filter).toBeUndefined();
    expect(JSON.stringify(byTime[0])).toContain('users_registered_at');
  });
});
