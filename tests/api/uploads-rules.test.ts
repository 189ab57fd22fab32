// What a row of a file may leave out, and what loads with a word: every optional column of each
// layout left blank loads its row with that value empty (never "CRM ID must be text"), and a
// vehicle naming a disabled dealer loads linked to it, with a warning among the exceptions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { entities, type EntityId } from '../../shared/generated/entities.ts';
import { uploadLayouts } from '../../shared/generated/upload-layouts.ts';
import { rawRows } from '../../server/queries/records/raw-rows.ts';
import type { UploadResult } from '../../shared/upload-layout.ts';
import { startApi, type TestApi } from './harness.ts';
import { insertDealer } from './owner-fixtures.ts';
import { csv, insertRowTargets, ownerRow, roadsideRow, upload } from './upload-files.ts';

let api: TestApi;
let disabledDealer: number;

beforeAll(async () => {
  api = await startApi();
  await insertRowTargets(api);
  disabledDealer = (await insertDealer(api, { dealer_code: 'GWM-OLD', enabled: false })).id;
});
afterAll(() => api.close());

const pad = (n: number) => String(n).padStart(6, '0');

type Key = (n: number) => [column: string, value: string];

/** How each layout's rows are written and their records found again: the key of each entity's record on row n. */
const LAYOUTS: Record<'roadside-users' | 'owners', { row: (n: number, values: Record<string, string>) => string[]; keys: Record<string, Key> }> = {
  'roadside-users': {
    row: roadsideRow,
    keys: { user: (n: number) => ['lower(email)', `mia.tran${n}@example.com.au`], vehicle: (n: number) => ['vin', `LGWEF6A5XRH${pad(n)}`] },
  },
  owners: {
    row: ownerRow,
    keys: { pentana: (n: number) => ['mds_owner_number', `MDS${n}`], 'pentana-vehicle': (n: number) => ['vin', `LGWEF6A5XRC${pad(n)}`] },
  },
};

/** The value a record's field holds: the record of `entity` on row `n` of `kind`'s file. */
async function storedValue(kind: keyof typeof LAYOUTS, path: string, n: number): Promise<unknown> {
  const [entity, field] = path.split('.') as [EntityId, string];
  const [key, value] = LAYOUTS[kind].keys[entity]!(n);
  const [row] = await rawRows<{ v: unknown }>(
    api.app.database.db,
    sql`SELECT ${sql.raw(`"${field}"`)} AS v FROM ${sql.raw(`"${entities[entity].table}"`)} WHERE ${sql.raw(key)} = ${value}`,
  );
  expect(row, `${path} of row ${n}`).toBeDefined();
  return row!.v;
}

for (const kind of Object.keys(LAYOUTS) as Array<keyof typeof LAYOUTS>) {
  const layout = uploadLayouts[kind];
  const optional = layout.fields.filter((column) => !column.required);

  describe(`${layout.title}: an optional column left blank`, () => {
    // One file, a row per optional column, each with that column blank and every other filled.
    const rowOf = (i: number) => 1000 + i;
    let result: UploadResult;
    beforeAll(async () => {
      const { status, body } = await upload(api, kind, csv(optional.map((column, i) => LAYOUTS[kind].row(rowOf(i), { [column.name]: '' }))));
      expect(status).toBe(200);
      result = body as UploadResult;
    });

    it('loads every row', () => {
      expect(optional.length).toBeGreaterThan(10);
      expect(result).toMatchObject({ rows: optional.length, rejected: 0, exception_count: 0, exceptions: [] });
    });

    it.each(optional.map((column, i) => [`${column.name} (${column.position})`, column, i] as const))(
      '%s: a blank value, stored empty',
      async (_, column, i) => {
        expect(result.exceptions.filter((e) => e.line === i + 1)).toEqual([]);
        for (const path of [column.to, column.link?.to]) if (path) expect(await storedValue(kind, path, rowOf(i))).toBeNull();
      },
    );
  });
}

describe('a dealer code of a disabled dealer', () => {
  const warning = (line: number, column: string) => ({
    line,
    column,
    value: 'GWM-OLD',
    reason: 'Dealer GWM-OLD is disabled: the vehicle was loaded and linked to it all the same',
    warning: true,
  });

  it('loads the roadside-assist vehicle linked to it, with a warning in the exceptions', async () => {
    const { status, body } = await upload(api, 'roadside-users', csv([roadsideRow(1), roadsideRow(2, { 'Dealer code': 'gwm-old' })]));
    expect(status).toBe(200);
    expect(body).toMatchObject({ rows: 2, rejected: 0, exception_count: 1, exceptions: [warning(2, 'Dealer code (51)')] });
    expect(await storedValue('roadside-users', 'vehicle.dealers_id', 2)).toBe(disabledDealer);
    const [record] = (await api.get('admin', `/api/uploads/${body.upload_id}`)).body.exceptions;
    expect(record).toEqual(warning(2, 'Dealer code (51)'));
  });

  it('loads the CRM vehicle linked to it, with a warning in the exceptions', async () => {
    const { status, body } = await upload(api, 'owners', csv([ownerRow(1, { 'Selling dealer code': 'GWM-OLD' })]));
    expect(status).toBe(200);
    expect(body).toMatchObject({ rows: 1, rejected: 0, exception_count: 1, exceptions: [warning(1, 'Selling dealer code (65)')] });
    expect(await storedValue('owners', 'pentana-vehicle.dealers_id', 1)).toBe(disabledDealer);
  });
});
