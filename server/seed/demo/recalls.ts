// The demo's recall campaign (docs/decisions.md, "Recalls"): one active Australian campaign of the
// Haval H6, naming the VINs of the AU demo owner's H6 (DXR88P) and of another owner's vehicle, and
// one VIN no vehicle of the demo has yet (its owner may register later), so the garage shows the
// notice and the back office the campaign's progress.
import type { recalls } from '../../generated/tables.ts';
import { vin } from './helpers.ts';
import { OWNED, vinOf } from './vehicles.ts';

export const RECALLS: (typeof recalls.$inferInsert)[] = [
  {
    reference: 'R-2026-014',
    title: 'Rear seat belt buckle may not latch',
    description: 'On some Haval H6 vehicles, the buckle of the rear centre seat belt may not latch fully: the belt can appear fastened while it is not.',
    risk: 'In a crash, an unlatched seat belt does not restrain its passenger, increasing the risk of serious injury.',
    remedy: 'The dealer inspects the rear centre buckle and replaces it where needed, in about 30 minutes.',
    published_date: '2026-05-04',
    country: 'AU',
    active: true,
  },
];

const regoOf = (rego: string) => vinOf(OWNED.find((vehicle) => vehicle.rego === rego)!);

/** The campaign's VINs, by its reference. */
export const RECALL_VINS: { reference: string; vin: string }[] = [
  { reference: 'R-2026-014', vin: regoOf('DXR88P') },
  { reference: 'R-2026-014', vin: regoOf('147TMW') },
  { reference: 'R-2026-014', vin: vin('FF6A5', 2022, 'C', 318811) },
];
