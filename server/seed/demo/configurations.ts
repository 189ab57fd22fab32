// Vehicles built and priced in the online configurator and saved to share. Prices come from
// the catalogue (driveaway, finish costs, Australian accessory costs), so totals add up.
import type { configurations } from '../../generated/tables.ts';
import { ACCESSORIES } from './accessories.ts';
import { COLOURS, TRIMS, finishCost } from './finishes.ts';
import { variantOf } from './models.ts';

interface Saved {
  email: string;
  code: string;
  colour: string;
  trim: string;
  accessories: string[];
  savedAt: string;
}

const SAVED: Saved[] = [
  {
    email: 'ben.harris@example.com.au',
    code: 'CC1032PA4U',
    colour: 'RD01',
    trim: 'TBR01',
    accessories: ['ACC-TOW-01', 'ACC-TNC-01', 'ACC-MAT-01'],
    savedAt: '2026-10-04T09:12:00Z',
  },
  { email: 'jess.lee@example.com.au', code: 'CC6450UH2U', colour: 'GN01', trim: 'TGB01', accessories: ['ACC-CRG-01'], savedAt: '2026-10-19T22:40:00Z' },
  {
    email: 'liam.nguyen@example.com.au',
    code: 'CC6500ZH4U',
    colour: 'GY03',
    trim: 'TBR01',
    accessories: ['ACC-TOW-01', 'ACC-STP-01', 'ACC-DSH-01'],
    savedAt: '2026-11-02T07:05:00Z',
  },
  { email: 'sam.turner@example.net', code: 'CC6470GP4U', colour: 'BU02', trim: 'TRS01', accessories: [], savedAt: '2026-11-11T03:30:00Z' },
  {
    email: 'nina.kaur@example.com.au',
    code: 'CC1031PA2C',
    colour: 'WT01',
    trim: 'TBC01',
    accessories: ['ACC-CNP-01', 'ACC-TOW-01', 'ACC-NDG-01', 'ACC-SCV-01'],
    savedAt: '2026-11-20T01:48:00Z',
  },
];

function pick<T extends { code: string }>(rows: T[], code: string, what: string): T {
  const row = rows.find((r) => r.code === code);
  if (!row) throw new Error(`No demo ${what} ${code}`);
  return row;
}

export function configurationRows(shareCode: () => string): (typeof configurations.$inferInsert)[] {
  return SAVED.map((s) => {
    const { line, variant } = variantOf(s.code);
    const colour = pick(COLOURS, s.colour, 'colour');
    const trim = pick(TRIMS, s.trim, 'trim');
    const accessories = s.accessories.map((code) => {
      const part = pick(
        ACCESSORIES.filter((a) => a.country === 'AU'),
        code,
        'accessory',
      );
      return { name: part.name, category: part.category, code: part.code, cost: part.cost };
    });
    const colourPrice = finishCost('Colour', colour.type!, s.code);
    const trimPrice = finishCost('Trim', trim.type!, s.code);
    const created = new Date(s.savedAt);
    return {
      share_code: shareCode(),
      email: s.email,
      total_price: variant.driveaway + colourPrice + trimPrice + accessories.reduce((sum, a) => sum + a.cost, 0),
      model: { brand: line.brand, model: line.model, variant: variant.variant, code: variant.code, driveaway: variant.driveaway },
      colour: { name: colour.name, type: colour.type, code: colour.code },
      colour_price: colourPrice,
      trim: { name: trim.name, type: trim.type, code: trim.code },
      trim_price: trimPrice,
      accessories,
      created_at: created,
      updated_at: created,
    };
  });
}
