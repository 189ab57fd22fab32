import { describe, expect, it } from 'vitest';
import { uploadLayouts } from '../shared/generated/upload-layouts.ts';
import { DEALERS } from '../server/seed/demo/dealers.ts';
import { MODEL_ROWS } from '../server/seed/demo/models.ts';
import { type Lookups, mapRow } from '../server/areas/uploads/map-row.ts';
import { dayMonthYear, ownerRows, roadsideRows } from './import-files.ts';

// The records the layouts' linked columns name, as the server loads them (ids made up).
const byCode = (rows: { code: string }[]) => new Map(rows.map((row, i) => [row.code.toUpperCase(), [{ id: i + 1, ...row }]]));
const lookups: Lookups = new Map([
  ['dealer.dealer_code', byCode(DEALERS.map((d) => ({ ...d, code: d.dealer_code! })))],
  ['model.code', byCode(MODEL_ROWS.map((m) => ({ code: m.code })))],
]);

describe('import benchmark files', () => {
  it('writes dates as the dealer system does', () => {
    expect(dayMonthYear('2024-03-09')).toBe('09/03/2024');
  });

  for (const [kind, make] of [
    ['roadside-users', roadsideRows],
    ['owners', ownerRows],
  ] as const) {
    it(`makes ${kind} rows that all load, the same for the same seed`, { timeout: 60_000 }, () => {
      const rows = [...make(2_000, 7)];
      const mapped = rows.map((fields, i) => mapRow(uploadLayouts[kind], { line: i + 1, fields }, lookups));
      expect(mapped.flatMap((m) => m.exceptions ?? [])).toEqual([]);
      expect([...make(50, 7)]).toEqual(rows.slice(0, 50));
    });
  }

  it('gives some owners more than one vehicle', () => {
    const emails = new Set([...roadsideRows(1_000, 7)].map((row) => row[uploadLayouts['roadside-users'].fields.find((c) => c.name === 'Email')!.position - 1]));
    expect(emails.size).toBe(800);
  });
});
