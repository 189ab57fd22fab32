// The CRM owners and vehicles of the benchmark's data, as the dealer system exports them
// (upper-case localities, free-text states): half the vehicles share a VIN with a portal vehicle.
import { type Session, inChunks } from './bulk.ts';
import type { Sizes } from './config.ts';
import { COLOURS, type Random, between, email, landline, mobile, pick, registration, state, vinFor } from './data.ts';
import { FIRST_NAMES, LAST_NAMES } from './names.ts';
import { type Place, STREETS } from './places.ts';

const CRM_STATES: Record<string, string> = { NZ: 'AUCKLAND' };

export async function loadCrm(
  session: Session,
  random: Random,
  sizes: Sizes,
  places: { byState: Map<string, Place[]> },
  vins: string[],
  modelRows: { code: string }[],
) {
  const ownerColumns = [
    'id',
    'mds_owner_number',
    'primary_first_name',
    'primary_last_name',
    'mobile_phone',
    'home_phone',
    'email_address',
    'buyer_type',
    'address_line_one',
    'suburb',
    'state',
    'postcode',
  ];
  await inChunks(
    sizes.crmOwners,
    (n) => {
      const st = state(random);
      const place = pick(random, places.byState.get(st)!);
      const first = pick(random, FIRST_NAMES);
      const last = pick(random, LAST_NAMES);
      return [
        n + 1,
        `C${String(1_000_000 + n)}`,
        first,
        last,
        mobile(random, st === 'NZ'),
        random() < 0.3 ? landline(random, st) : null,
        random() < 0.7 ? email(first, last, 900_000 + n, st === 'NZ', random) : null,
        pick(random, ['Private', 'Private', 'Private', 'Business', 'Fleet']),
        `${between(random, 1, 250)} ${pick(random, STREETS)}`,
        place.locality.toUpperCase(),
        CRM_STATES[st] ?? st,
        place.postcode,
      ];
    },
    (rows) => session.insert('pentanas', ownerColumns, rows),
  );

  const vehicleColumns = [
    'id',
    'pentanas_id',
    'rego',
    'vin',
    'division',
    'category_1',
    'owner_sequence_number',
    'warranty_start_date',
    'colour_description',
    'colour_code',
    'model_code',
    'model_year',
  ];
  await inChunks(
    sizes.crmVehicles,
    (n) => {
      // Half are vehicles the portal knows too (same VIN); the rest only the dealer system has. A
      // VIN is one CRM vehicle (unique): the known ones are spread over the portal's, one each.
      const known = random() < 0.5 && vins.length >= sizes.crmVehicles;
      const { vin, year } = known
        ? { vin: vins[Math.floor((n * vins.length) / sizes.crmVehicles)]!, year: between(random, 2020, 2026) }
        : vinFor(sizes.vehicles + n, random);
      const model = pick(random, modelRows);
      return [
        n + 1,
        sizes.crmOwners ? 1 + Math.floor(random() * sizes.crmOwners) : null,
        registration(random, state(random)),
        vin,
        pick(random, ['GWM', 'HAVAL']),
        pick(random, ['New', 'Demo', 'Used']),
        between(random, 1, 4),
        `${year}-${String(between(random, 1, 12)).padStart(2, '0')}-15`,
        pick(random, ['Crystal White', 'Crystal Black', 'Pittsburgh Grey', 'Lunar Red', 'Hamilton Blue']),
        pick(random, COLOURS),
        model.code,
        String(year),
      ];
    },
    (rows) => session.insert('pentana_vehicles', vehicleColumns, rows),
  );
}
