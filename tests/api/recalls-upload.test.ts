// Recall VINs by CSV (POST /api/recallvehicles/upload; docs/decisions.md, "Recalls" and "CSV
// uploads"): two columns, the campaign's reference and a VIN. A check writes nothing; a refused row
// is an exception by line (an unknown reference, a malformed VIN) and the rest load; a VIN the
// product does not know is kept and counted apart; the same file twice changes nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recallVehicles } from '../../server/generated/tables.ts';
import { type TestApi, startApi } from './harness.ts';
import { insertModel, insertVehicle } from './owner-fixtures.ts';
import { insertRecall, recallMails, recallVin } from './recall-fixtures.ts';
import { csv, upload } from './upload-files.ts';

let api: TestApi;
let recall: { id: number; reference: string };
const known = [recallVin(), recallVin()];
const strangers = [recallVin(), recallVin()];

const onCampaigns = async () => (await api.app.database.db.select({ n: sql<number>`count(*)::int` }).from(recallVehicles))[0]!.n;

beforeAll(async () => {
  api = await startApi();
  const model = await insertModel(api);
  for (const vin of known) await insertVehicle(api, api.ids.owner, model.id, { vin });
  recall = await insertRecall(api, { reference: 'R-CSV-01' });
});
afterAll(() => api.close());

// The reference in any case, a VIN in lower case, a stranger's VIN twice, then two refused rows.
const file = csv([
  ['R-CSV-01', known[0]!],
  ['r-csv-01', known[1]!.toLowerCase()],
  ['R-CSV-01', strangers[0]!],
  ['R-CSV-01', strangers[1]!],
  ['R-CSV-01', strangers[1]!],
  ['R-NOPE', recallVin()],
  ['R-CSV-01', 'LGWRECALL0000000Q'],
]);

describe('POST /api/recallvehicles/upload', () => {
  it('checks a file without writing anything, answering what it would do', async () => {
    const { status, body } = await upload(api, 'recall-vehicles', file, { dryRun: true });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      kind: 'recall-vehicles',
      status: 'checked',
      rows: 7,
      rejected: 2,
      created: 4,
      updated: 0,
      unchanged: 0,
      apart: { unknown_vins: 2 },
    });
    expect(await onCampaigns()).toBe(0);
  });

  it('loads the rows it can, with an exception by line for the others, and counts the unknown VINs apart', async () => {
    const { status, body } = await upload(api, 'recall-vehicles', file);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'loaded', message: 'Recall VINs have been loaded', rows: 7, rejected: 2, exception_count: 2 });
    expect(body.records).toEqual({ recall_vehicles: { created: 4, updated: 0, unchanged: 0 } });
    expect(body.apart).toEqual({ unknown_vins: 2 });
    expect(body.exceptions).toEqual([
      { line: 6, column: 'Recall reference (1)', value: 'R-NOPE', reason: 'There is no recall with the reference R-NOPE' },
      { line: 7, column: 'VIN (2)', value: 'LGWRECALL0000000Q', reason: 'A VIN is 17 letters and digits, without I, O or Q' },
    ]);
    const vins = (await api.get('admin', `/api/recallvehicles?recalls_id=${recall.id}&per_page=-1`)).body.data.map((r: { vin: string }) => r.vin);
    expect(vins.sort()).toEqual([...known, ...strangers].sort());
  });

  it('changes nothing when the same file comes again', async () => {
    const { body } = await upload(api, 'recall-vehicles', file);
    expect(body).toMatchObject({ created: 0, updated: 0, unchanged: 4, rejected: 2 });
    expect(await onCampaigns()).toBe(4);
  });

  it('is recorded, and its owners are emailed once loaded', async () => {
    const record = (await api.get('admin', '/api/uploads?kind=recall-vehicles')).body.data;
    expect(record.map((u: { status: string }) => u.status)).toEqual(['loaded', 'loaded', 'checked']);
    await api.app.jobs.run('recall-notices');
    expect(await recallMails(api, 'R-CSV-01', 'olive@test.example')).toHaveLength(1);
  });

  it('is for administrators only', async () => {
    expect((await upload(api, 'recall-vehicles', file, { as: 'owner' })).status).toBe(403);
  });
});
