// Paint colours, interior trims and what a Standard or Premium finish costs, each offered on
// the variant codes of the named model lines.
import type { colours, costs, trims } from '../../generated/tables.ts';
import { GWM_MODELS, HAVAL_MODELS, codesOf, gradeOf } from './models.ts';

const ALL_MODELS = [...GWM_MODELS, ...HAVAL_MODELS];

// [code, name, background hex, Premium?, model lines]; light paints take dark text.
const PAINTS: [string, string, string, boolean, string[]][] = [
  ['WT01', 'Fuji White', '#FFFFFF', false, ['Cannon', 'Cannon Alpha']],
  ['WT02', 'Pearl White', '#F2F1EC', true, ['Cannon Alpha', 'Tank 300', 'Tank 500']],
  ['WT03', 'Hamilton White', '#F7F7F5', false, ['Jolion', 'Jolion Hybrid', 'H6', 'H6 Hybrid', 'H6GT', 'Ora']],
  ['BK01', 'Crystal Black', '#111214', true, ['Cannon', 'Cannon Alpha', 'Tank 300', 'Tank 500']],
  ['BK02', 'Golden Black', '#1A1714', true, ['Jolion', 'Jolion Hybrid', 'H6', 'H6 Hybrid', 'H6GT']],
  ['BK03', 'Sun Black', '#0B0B0B', true, ['Ora']],
  ['GY01', 'Ayers Grey', '#6B6E70', true, ['Cannon', 'Cannon Alpha', 'Tank 300', 'Jolion', 'Jolion Hybrid', 'H6', 'H6 Hybrid', 'H6GT']],
  ['GY03', 'Fossil Grey', '#8A8680', true, ['Tank 500']],
  ['BU01', 'Sapphire Blue', '#1F3A5F', true, ['Cannon', 'Cannon Alpha', 'Jolion', 'H6']],
  ['BU02', 'Azure Blue', '#3E8EDE', true, ['Jolion Hybrid', 'H6GT']],
  ['RD01', 'Lunar Red', '#8E1B1B', true, ['Cannon Alpha', 'Tank 300']],
  ['RD02', 'Burgundy Red', '#6D1F2A', true, ['H6', 'H6 Hybrid']],
  ['RD03', 'Mars Red', '#B3262E', true, ['Ora']],
  ['OR01', 'Dusk Orange', '#C4622D', true, ['Tank 300']],
  ['GN01', 'Energy Green', '#4F7F3A', true, ['Jolion', 'Jolion Hybrid']],
  ['GN02', 'Aurora Green', '#9BC7B5', true, ['Ora']],
];

/** Relative luminance above which black text reads better than white. */
const isLight = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 0.55;
};

// Mars Red left the Ora palette: kept inactive so older Ora owners still see their colour's name.
const RETIRED_PAINTS = new Set(['RD03']);

export const COLOURS: (typeof colours.$inferInsert)[] = PAINTS.map(([code, name, hex, premium, lines]) => ({
  active: !RETIRED_PAINTS.has(code),
  country: 'AU',
  code,
  hex,
  foreground_hex: isLight(hex) ? '#000000' : '#FFFFFF',
  name,
  type: premium ? 'Premium' : 'Standard',
  models: codesOf(lines),
}));

// [code, name, Premium?, model lines, which grades]
const UPHOLSTERY: [string, string, boolean, string[], (grade: number) => boolean][] = [
  ['TBC01', 'Black Cloth', false, ALL_MODELS.filter((m) => m !== 'Ora'), (g) => g === 1],
  ['TBL01', 'Black Leather-accented', false, ALL_MODELS.filter((m) => m !== 'Ora'), (g) => g === 2],
  ['TBR01', 'Brown Leather-accented', true, ['Cannon', 'Cannon Alpha', 'Tank 300', 'Tank 500'], (g) => g === 3],
  [
    'TGB01',
    'Grey and Black Leather-accented',
    false,
    ['Cannon', 'Cannon Alpha', 'Tank 300', 'Tank 500', 'Jolion', 'Jolion Hybrid', 'H6', 'H6 Hybrid', 'H6GT'],
    (g) => g === 3,
  ],
  ['TRS01', 'Red and Black Sports', true, ['H6GT'], (g) => g === 3],
  ['TEB01', 'Beige Eco-leather', false, ['Ora'], () => true],
];

export const TRIMS: (typeof trims.$inferInsert)[] = UPHOLSTERY.map(([code, name, premium, lines, grades]) => ({
  active: true,
  country: 'AU',
  code,
  name,
  type: premium ? 'Premium' : 'Standard',
  models: codesOf(lines, (v) => grades(gradeOf(v.variant))),
}));

const premiumTrimCodes = [...new Set(TRIMS.filter((t) => t.type === 'Premium').flatMap((t) => t.models as string[]))];

export const COSTS: (typeof costs.$inferInsert)[] = [
  { category: 'Colour', type: 'Standard', cost: 0, nz_cost: 0, models: codesOf(ALL_MODELS) },
  { category: 'Colour', type: 'Premium', cost: 69500, nz_cost: 79500, models: codesOf(GWM_MODELS) },
  { category: 'Colour', type: 'Premium', cost: 59500, nz_cost: 69500, models: codesOf(HAVAL_MODELS) },
  { category: 'Trim', type: 'Standard', cost: 0, nz_cost: 0, models: codesOf(ALL_MODELS) },
  { category: 'Trim', type: 'Premium', cost: 110000, nz_cost: 125000, models: premiumTrimCodes },
].map((row) => ({ active: true, ...row }));

/** What a finish adds to a variant's price in cents, from the cost rows (0 when none applies). */
export function finishCost(category: 'Colour' | 'Trim', type: string, code: string): number {
  return COSTS.find((c) => c.category === category && c.type === type && (c.models as string[]).includes(code))?.cost ?? 0;
}
