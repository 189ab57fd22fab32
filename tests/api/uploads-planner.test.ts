// An owner file's merge writes the owners, then their vehicles, whose foreign-key checks look each
// owner up by id. When the planner's statistics say the owners' table is empty, as an autovacuum
// ANALYZE leaves them when it runs while a merge fills the table (it counts none of the merge's
// rows), the planner took for those lookups any index holding the id, (last_name, id) among them,
// and walked it whole for every vehicle: 300,000 owners took ten minutes instead of thirty
// seconds. The merge counts what it wrote for the planner before it writes what refers to it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../server/queries/records/raw-rows.ts';
import { startApi, type TestApi } from './harness.ts';
import { csv, insertRowTargets, ownerRow, upload } from './upload-files.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
  await insertRowTargets(api);
});
afterAll(() => api.close());

const query = <T>(text: ReturnType<typeof sql>) => rawRows<T>(api.app.database.db, text);
const counted = async () => Number((await query<{ n: number }>(sql`SELECT reltuples AS n FROM pg_class WHERE relname = 'pentanas'`))[0]!.n);
/** The plan of the lookup PostgreSQL's foreign-key check makes for each vehicle written. */
const ownerLookup = async () =>
  (await query<{ 'QUERY PLAN': string }>(sql`EXPLAIN SELECT 1 FROM ONLY pentanas x WHERE id = 1 FOR KEY SHARE OF x`))
    .map((row) => row['QUERY PLAN'])
    .join('\n');

describe('the planner during an owner file’s merge', () => {
  it('counts the owners written before their vehicles are checked against them', async () => {
    // Statistics of an empty table that has pages: what an ANALYZE finds while a merge fills it.
    await query(sql`INSERT INTO pentanas (mds_owner_number) SELECT 'GONE' || n FROM generate_series(1, 5000) AS n`);
    await query(sql`DELETE FROM pentanas`);
    await query(sql`ANALYZE pentanas`);
    expect(await counted()).toBe(0);
    // Asked now, the planner looks an owner up through (last_name, id), walking all of it.
    expect(await ownerLookup()).toContain('pentanas_primary_last_name_id_idx');

    const rows = Array.from({ length: 60 }, (_, i) => ownerRow(i + 1));
    const { status, body } = await upload(api, 'owners', csv(rows));
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.records).toMatchObject({ pentanas: { created: 60 }, pentana_vehicles: { created: 60 } });

    expect(await counted()).toBe(60);
    expect(await ownerLookup()).toContain('pentanas_pkey');
  });
});
