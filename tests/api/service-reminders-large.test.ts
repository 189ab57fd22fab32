// The service reminders on a large garage (25,000 registered owners' vehicles, registered over
// five years, analysed as autovacuum would): the job, which runs at every start and every hour,
// looks only at the vehicles whose count may start in reach of its span, found through the
// indexes on the dates, and never reads every vehicle (on the embedded database, a read of a
// million vehicles would hold its one connection for seconds).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, localNow } from '../../shared/calendar.ts';
import { reminderCandidates } from '../../server/queries/service-reminders.ts';
import { dueDatesRemindedOn } from '../../server/areas/reminders/window.ts';
import { type TestApi, startApi } from './harness.ts';
import { recordStatements } from './recorded-statements.ts';
import { yearlyModel } from './reminder-fixtures.ts';
import { planNodes } from './statement-plans.ts';

const ROWS = 25_000;
const DAYS = 5 * 365;

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
  const db = api.app.database.db;
  const model = await yearlyModel(api);
  await db.execute(sql`
    INSERT INTO users (firstname, lastname, email, role, registered, state)
    SELECT 'Owner', 'Large ' || g, 'large' || g || '@reminders.example', 'USER', true, 'NSW' FROM generate_series(1, ${ROWS}) AS g`);
  await db.execute(sql`
    INSERT INTO vehicles (user_id, models_id, registration, registration_date, roadside_start_date, roadside_expiry_date, purchase_date, vin, engine_number, year)
    SELECT u.id, ${model.id}, 'R' || u.id, current_date - (u.id % ${DAYS}), '2024-01-01', '2027-01-01', '2024-01-01', 'RGWLARGE' || lpad(u.id::text, 9, '0'), 'E' || u.id, '2024'
      FROM users u WHERE u.email LIKE '%@reminders.example'`);
  await db.execute(sql`ANALYZE users, vehicles, vehicle_services`);
}, 120_000);
afterAll(() => api.close());

it('finds the vehicles due in its span through the date indexes, reading no large table whole', async () => {
  const today = localNow('UTC').date;
  const span = { from: dueDatesRemindedOn(today).from, to: dueDatesRemindedOn(addDays(today, 1)).to };
  const { statements, result } = await recordStatements(api.app.database, () => reminderCandidates(api.app.database.db, span, today));
  // Registered a year before a due date in its 92 days, about 14 a day: some 1,260 of the 25,000.
  expect(result.length).toBeGreaterThan(1_100);
  expect(result.length).toBeLessThan(1_400);
  const candidates = statements.find((statement) => statement.text.includes('registration_date BETWEEN'))!;
  const reads = (await planNodes(api.app.database, candidates)).filter((node) => ['vehicles', 'users'].includes(node['Relation Name'] ?? ''));
  expect(reads.length).toBeGreaterThan(0);
  for (const node of reads) {
    expect(node['Node Type'], node['Relation Name']).not.toBe('Seq Scan');
    expect(node['Plan Rows'], node['Relation Name']).toBeLessThan(ROWS / 10);
  }
});
