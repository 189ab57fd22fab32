// Postcode rows with their PMAs: each postcode goes to the nearest enabled dealer of each brand
// in its own country within a day-trip radius, so outlying towns stay orphaned as they would.
import type { dealers, postcodes } from '../../generated/tables.ts';
import { acousticId, distanceKm } from './helpers.ts';
import { AU_POSTCODES, type PostcodeEntry } from './postcodes-au.ts';
import { NZ_POSTCODES } from './postcodes-nz.ts';

/** Farther than this from every dealer of a brand, a postcode has none of that brand. */
export const PMA_RADIUS_KM = 75;

type DealerRow = typeof dealers.$inferSelect;

function nearest(entry: PostcodeEntry, candidates: DealerRow[]): number | null {
  const [, , , lat, lng] = entry;
  let best: { id: number; km: number } | null = null;
  for (const d of candidates) {
    const km = distanceKm({ lat, lng }, { lat: d.lat!, lng: d.lng! });
    if (km <= PMA_RADIUS_KM && (!best || km < best.km)) best = { id: d.id, km };
  }
  return best?.id ?? null;
}

/** Rows for every demo postcode, allocated among the inserted dealers. */
export function postcodeRows(inserted: DealerRow[]): (typeof postcodes.$inferInsert)[] {
  const open = inserted.filter((d) => d.enabled && d.lat !== null && d.lng !== null);
  return [...AU_POSTCODES, ...NZ_POSTCODES].map((entry) => {
    const [postcode, locality, state, lat, lng] = entry;
    const country = state === 'NZ' ? 'NZ' : 'AU';
    const local = open.filter((d) => d.country === country);
    return {
      postcode,
      locality,
      state,
      country,
      lat,
      lng,
      acoustic_id: acousticId(`postcode:${country}:${postcode}`),
      enabled: true,
      gwm_dealers_id: nearest(
        entry,
        local.filter((d) => d.brand === 'GWM'),
      ),
      haval_dealers_id: nearest(
        entry,
        local.filter((d) => d.brand === 'Haval'),
      ),
    };
  });
}
