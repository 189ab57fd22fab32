// Genuine accessories a dealer fits, by model line, with costs in cents. A part sold in New
// Zealand has a row of its own there, priced in New Zealand dollars.
import type { accessories } from '../../generated/tables.ts';
import { GWM_MODELS, HAVAL_MODELS, codesOf } from './models.ts';

const UTES = ['Cannon', 'Cannon Alpha'];
const OFF_ROADERS = ['Cannon', 'Cannon Alpha', 'Tank 300', 'Tank 500'];
const ALL = [...GWM_MODELS, ...HAVAL_MODELS];

// [code, name, description, Interior?, AU cost, NZ cost or null, model lines]
const PARTS: [string, string, string, boolean, number, number | null, string[]][] = [
  ['ACC-TOW-01', 'Tow bar kit', 'Heavy-duty tow bar with 50 mm ball, tongue and 12-pin wiring harness.', false, 129000, 139000, OFF_ROADERS],
  [
    'ACC-TOW-02',
    'Tow bar kit (SUV)',
    'Detachable tow bar rated to the vehicle maximum with 7-pin wiring.',
    false,
    99000,
    109000,
    HAVAL_MODELS.filter((m) => m !== 'Jolion'),
  ],
  ['ACC-TUB-01', 'Tub liner', 'Under-rail polyethylene tub liner that protects the tray from scratches and dents.', false, 45000, 52000, UTES],
  ['ACC-TNC-01', 'Roller tonneau cover', 'Lockable aluminium roller cover that retracts into a canister at the front of the tub.', false, 249000, 279000, UTES],
  ['ACC-CNP-01', 'Canopy', 'Colour-coded fibreglass canopy with lift-up side windows and central locking.', false, 399000, null, UTES],
  ['ACC-NDG-01', 'Nudge bar', 'ADR-compliant black nudge bar with light mounting points; airbag compatible.', false, 189000, null, OFF_ROADERS],
  ['ACC-STP-01', 'Side steps', 'Black aluminium side steps with rubber inserts.', false, 89900, 99900, OFF_ROADERS],
  ['ACC-RRK-01', 'Roof racks', 'Aero cross bars rated to 75 kg, locking feet included.', false, 59900, 64900, ALL],
  ['ACC-WSH-01', 'Weathershields', 'Tinted slimline weathershields for all four doors.', false, 22900, 24900, ALL.filter((m) => m !== 'Ora')],
  ['ACC-BNT-01', 'Bonnet protector', 'Tinted acrylic bonnet protector that deflects stone chips.', false, 17900, null, OFF_ROADERS],
  ['ACC-MAT-01', 'All-weather floor mats', 'Deep-dish rubber floor mats, front and rear, with the model logo.', true, 19900, 21900, ALL],
  ['ACC-CRG-01', 'Cargo liner', 'Waterproof moulded cargo liner for the boot.', true, 14900, 16900, [...HAVAL_MODELS, 'Tank 300', 'Tank 500', 'Ora']],
  ['ACC-DSH-01', 'Dash camera', 'Front and rear 2K dash camera, hard-wired with parking mode.', true, 39900, 44900, ALL],
  ['ACC-SCV-01', 'Canvas seat covers', 'Front and rear canvas seat covers, airbag-safe stitching.', true, 59900, null, UTES],
];

export const ACCESSORIES: (typeof accessories.$inferInsert)[] = PARTS.flatMap(([code, name, description, interior, au, nz, lines]) => {
  const base = { active: true, category: interior ? 'Interior' : 'Exterior', code, name, description, models: codesOf(lines) };
  const rows: (typeof accessories.$inferInsert)[] = [{ ...base, country: 'AU', cost: au }];
  if (nz !== null) rows.push({ ...base, country: 'NZ', cost: nz });
  return rows;
});
