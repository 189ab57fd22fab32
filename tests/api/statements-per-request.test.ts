// How many statements a list or search sends to the database, pinned so that a change adding one
// fails here: the page with its total, and one statement per embedded entity or list for the whole
// page (never one per row). Counted by recorded-statements.ts after one warm-up call (the server keeps the caller's
// session and the planner's table sizes between requests).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { postcodes, users, vehicles } from '../../server/generated/tables.ts';
import { type TestApi, startApi } from './harness.ts';
import { recordStatements } from './recorded-statements.ts';
import { insertDealer, insertModel, insertPentana, insertPentanaVehicle, insertVehicle, postcodeBody } from './owner-fixtures.ts';

let api: TestApi;
const OWNERS = 60;

beforeAll(async () => {
  api = await startApi();
  const db = api.app.database.db;
  const model = await insertModel(api);
  const owners = await db
    .insert(users)
    .values(
      Array.from({ length: OWNERS }, (_, i) => ({
        firstname: 'Owner',
        lastname: i % 10 === 0 ? `Macleod ${i}` : `Owner ${String(i).padStart(3, '0')}`,
        email: `owner${i}@statements.example`,
        role: 'USER' as const,
      })),
    )
    .returning({ id: users.id });
  for (const [i, owner] of owners.entries()) {
    await insertVehicle(api, owner.id, model.id, { registration: i % 7 === 0 ? `HK5Y${i}` : `REG${i}` });
    await insertVehicle(api, owner.id, model.id);
  }
  const gwm = await insertDealer(api);
  const haval = await insertDealer(api, { brand: 'Haval' });
  await db.insert(postcodes).values(
    [0, 1, 2].map(
      (i) =>
        ({
          ...postcodeBody({ locality: `Broadmeadows ${i}` }),
          country: 'AU',
          gwm_dealers_id: gwm.id,
          haval_dealers_id: haval.id,
        }) as typeof postcodes.$inferInsert,
    ),
  );
  const crmOwner = await insertPentana(api);
  await insertPentanaVehicle(api, { pentanas_id: crmOwner.id });
}, 60_000);
afterAll(() => api.close());

/** The statements one call sends, after a first call has warmed what the server keeps. */
async function statementsOf(url: string): Promise<{ sent: string[]; body: any }> {
  await api.get('admin', url);
  const { sent, result: reply } = await recordStatements(api.app.database, () => api.get('admin', url));
  expect(reply.status, url).toBe(200);
  return { sent, body: reply.body };
}

describe('statements per request', () => {
  it('reads a users page in 2: page with total, every owner’s vehicles with their models', async () => {
    const { sent, body } = await statementsOf('/api/users?page=1&per_page=50');
    expect(sent, sent.join('\n')).toHaveLength(2);
    expect(body.total).toBe(OWNERS + 3);
    expect(body.total_is_estimate).toBe(false);
    const owner = body.data.find((u: { email: string }) => u.email === 'owner1@statements.example');
    expect(owner.vehicles).toHaveLength(2);
    expect(owner.vehicles[0].model).toMatchObject({ model: 'Cannon' });
  });

  it('searches users in 2', async () => {
    const { sent, body } = await statementsOf('/api/users/searchWithPagination?q=acle');
    expect(sent, sent.join('\n')).toHaveLength(2);
    expect(body.total).toBe(OWNERS / 10);
    expect(body.data[0].vehicles).toHaveLength(2);
  });

  it('searches vehicles in 1: the page with its total, owners and models joined', async () => {
    const { sent, body } = await statementsOf('/api/vehicles/searchWithPagination?q=HK5Y');
    expect(sent, sent.join('\n')).toHaveLength(1);
    expect(body.total).toBe(Math.ceil(OWNERS / 7));
    expect(body.data[0]).toMatchObject({ user: { firstname: 'Owner' }, model: { model: 'Cannon' } });
  });

  it('reads a later vehicles page in 1, its owners and models joined', async () => {
    const { sent, body } = await statementsOf('/api/vehicles?page=2&per_page=50');
    expect(sent, sent.join('\n')).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ user: { firstname: 'Owner' }, model: { model: 'Cannon' } });
    expect(body).toMatchObject({ current_page: 2, total: 2 * OWNERS, total_is_estimate: false });
  });

  it('reads one vehicle in 1, its owner and model joined', async () => {
    const [vehicle] = await api.app.database.db.select({ id: vehicles.id }).from(vehicles).limit(1);
    const { sent, body } = await statementsOf(`/api/vehicles/${vehicle!.id}`);
    expect(sent, sent.join('\n')).toHaveLength(1);
    expect(body).toMatchObject({ id: vehicle!.id, user: { firstname: 'Owner' }, model: { model: 'Cannon' } });
  });

  it('searches postcodes in 1, both dealers of a postcode joined', async () => {
    const { sent, body } = await statementsOf('/api/postcodes/searchWithPagination?q=Broad');
    expect(sent, sent.join('\n')).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ gwm_dealer: { brand: 'GWM' }, haval_dealer: { brand: 'Haval' } });
  });

  it('sends a filtered list as one statement text whatever its values, which go as parameters', async () => {
    const regos = ['HK5Y0', 'HK5Y7'];
    const sent = [];
    for (const rego of regos) {
      const { sent: texts, body } = await statementsOf(`/api/vehicles?registration=${rego}&created_at_from=2020-01-01`);
      expect(body.data.map((v: { registration: string }) => v.registration)).toEqual([rego]);
      sent.push(texts);
    }
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[0]!.join('\n')).not.toContain('HK5Y');
  });

  it('reads each embedded list for a whole page in one statement', async () => {
    for (const [url, list] of [
      ['/api/dealers', 'dealer_p_m_as'],
      ['/api/pentanas', 'pentana_vehicles'],
      ['/api/models', 'specs'],
    ] as const) {
      const { sent, body } = await statementsOf(url);
      expect(sent, `${url}\n${sent.join('\n')}`).toHaveLength(2);
      expect(
        body.data.every((row: Record<string, unknown>) => Array.isArray(row[list])),
        url,
      ).toBe(true);
    }
  });
});

// PGlite is one session inside the process, with nothing to prepare per connection.
if (process.env.TEST_DATABASE_URL)
  describe('statements prepared on PostgreSQL', () => {
    const prepared = async () => {
      const { rows } = (await api.app.database.db.execute(sql`select name, statement from pg_prepared_statements`)) as unknown as {
        rows: { name: string; statement: string }[];
      };
      return rows;
    };

    it('prepares a statement a request repeats, once per connection, and answers the same from it', async () => {
      // An owner's list carries their access rule, so it is built for each request rather than kept.
      const url = '/api/vehicleservices?per_page=-1';
      // One call at a time, so the pool hands out the same connection each time.
      const bodies = [];
      for (let run = 0; run < 3; run++) bodies.push((await api.get('owner', url)).body);
      expect(bodies[2]).toEqual(bodies[0]);
      const scoped = (await prepared()).filter(
        (p) => p.statement.includes('from "vehicle_services"') && p.statement.includes('"vehicle_services"."user_id" = $'),
      );
      // Its page and its count, each prepared once.
      expect(scoped.length).toBeGreaterThan(0);
      expect(new Set(scoped.map((p) => p.statement)).size).toBe(scoped.length);
      for (const { name } of scoped) expect(name).toMatch(/^s\d+$/);
    });

    it("prepares a staff member's filtered list once under its kept name, whatever the values", async () => {
      const owners = await api.app.database.db.selectDistinct({ user_id: vehicles.user_id }).from(vehicles).limit(2);
      for (const { user_id } of owners) {
        const reply = await api.get('admin', `/api/vehicles?user_id=${user_id}`);
        expect(reply.body.data.map((v: { user_id: number }) => v.user_id)).toEqual([user_id, user_id]);
      }
      // The list's page with its total (not the users' embedded vehicles, read by owner too).
      const filtered = (await prepared()).filter((p) => p.statement.includes('"vehicles"."user_id" = any($') && p.statement.includes('count(*) over ()'));
      expect(filtered.map((p) => p.name)).toEqual([expect.stringMatching(/^kept_\d+$/)]);
    });

    it('leaves statements inside a transaction unprepared, however often they run', async () => {
      const column = `in_transaction_${Date.now()}`;
      await api.app.database.db.transaction(async (tx) => {
        for (let run = 0; run < 3; run++) await tx.execute(sql`select ${run}::int as ${sql.identifier(column)}`);
      });
      await api.app.database.db.execute(sql`select 1 as ${sql.identifier(column)}`);
      expect((await prepared()).some((p) => p.statement.includes(column) && p.statement.includes('$1'))).toBe(false);
    });

    it('leaves a statement run once unprepared', async () => {
      const column = `once_${Date.now()}`;
      const shape = `select $1::int as "${column}"`;
      const run = () => api.app.database.db.execute(sql`select ${1}::int as ${sql.identifier(column)}`);
      await run();
      expect((await prepared()).map((p) => p.statement)).not.toContain(shape);
      await run();
      expect((await prepared()).map((p) => p.statement)).toContain(shape);
    });
  });
