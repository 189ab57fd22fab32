// The spec list and which variants carry each spec (from a grade up, optionally only some lines
// or fuels); a variant lists its specs in this list's order.
import type { Fuel } from './model-line.ts';
import { MODEL_LINES, gradeOf } from './models.ts';

interface SpecRule {
  name: string;
  /** Lowest grade (1 entry, 2 Lux, 3 Ultra) that has it. */
  from: 1 | 2 | 3;
  lines?: string[];
  fuels?: Fuel[];
}

const SUVS = ['Tank 300', 'Tank 500', 'Jolion', 'Jolion Hybrid', 'H6', 'H6 Hybrid', 'H6GT'];

const RULES: SpecRule[] = [
  { name: 'Apple CarPlay', from: 1 },
  { name: 'Android Auto', from: 1 },
  { name: 'Autonomous emergency braking', from: 1 },
  { name: 'Adaptive cruise control', from: 1 },
  { name: 'Lane keep assist', from: 1 },
  { name: 'Blind spot monitoring', from: 2 },
  { name: '360° camera', from: 2 },
  { name: 'Wireless phone charger', from: 2 },
  { name: 'Heated front seats', from: 3 },
  { name: 'Ventilated front seats', from: 3, lines: ['Cannon Alpha', 'Tank 300', 'Tank 500', 'H6', 'H6 Hybrid', 'H6GT'] },
  { name: 'Head-up display', from: 3, lines: ['Tank 500', 'H6', 'H6 Hybrid', 'H6GT'] },
  { name: 'Panoramic sunroof', from: 3, lines: SUVS },
  { name: 'Power tailgate', from: 2, lines: ['Tank 500', 'H6', 'H6 Hybrid', 'H6GT'] },
  { name: 'Front and rear differential locks', from: 1, lines: ['Tank 300', 'Tank 500', 'Cannon Alpha'] },
  { name: 'Tri-zone climate control', from: 1, lines: ['Tank 500'] },
  { name: '3,500 kg braked towing', from: 1, lines: ['Cannon', 'Cannon Alpha'] },
  { name: 'Vehicle-to-load (V2L)', from: 1, fuels: ['Electric', 'Plug-in hybrid'] },
  { name: 'One-pedal driving', from: 1, fuels: ['Electric'] },
];

export const SPEC_NAMES = RULES.map((r) => r.name);

/** Each variant code with the names of its specs, in display order. */
export const VARIANT_SPECS: { code: string; specs: string[] }[] = MODEL_LINES.flatMap((line) =>
  line.variants.map((v) => ({
    code: v.code,
    specs: RULES.filter((r) => gradeOf(v.variant) >= r.from && (!r.lines || r.lines.includes(line.model)) && (!r.fuels || r.fuels.includes(v.fuel))).map(
      (r) => r.name,
    ),
  })),
);
