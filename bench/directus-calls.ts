// The calls compared with Directus, each as our API and Directus's items API ask it: the same
// rows in the same order (registration then id, as our default sort; postcode then id), the same
// page size, the total asked for, and the same embedded records with the same fields (a vehicle's
// owner and model, a postcode's two dealers). Our search looks in every search field of the table (a vehicle's
// registration and VIN, a postcode's postcode and locality), case-insensitively, so Directus is
// asked `_icontains` on the same fields; as Directus's `_icontains` is slow, the same search is also
// put beside its case-sensitive `_contains` (the same rows: registrations and VINs are capitals). The exact call is our filter by a whole registration
// (`?registration=`, capitals included) beside Directus's `_eq`.
import { entities } from '../shared/generated/entities.ts';
import type { Sample, Scenario } from './config.ts';
import type { LoadRequest } from './load.ts';

export interface ComparedCall {
  /** The scenario's id (config.ts), whose database-alone figures stand beside it; the create call has none. */
  id: string;
  title: string;
  ours: string;
  directus: string;
  /** A write: the body made anew for each request, and the success status of each side. */
  create?: { ours: LoadRequest; directus: LoadRequest };
}

/** A reference's record as ours embeds it: the fields its schema's x-embedded-fields name, or all of it. */
const embedded = (field: string, entity: keyof typeof entities) => entities[entity].embeddedFields?.map((name) => `${field}.${name}`).join(',') ?? `${field}.*`;
const VEHICLE_FIELDS = `fields=*,${embedded('user_id', 'user')},${embedded('models_id', 'model')}`;
const POSTCODE_FIELDS = `fields=*,${embedded('gwm_dealers_id', 'dealer')},${embedded('haval_dealers_id', 'dealer')}`;

/** A page of 50 of Directus's items, with their count (`meta=filter_count`). */
const page = (collection: string, fields: string, sort: string, filter: Record<string, string>, number = 1) => {
  const query = Object.entries(filter).map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
  return `/items/${collection}?${[...query, fields, `sort=${sort},id`, 'limit=50', `page=${number}`, 'meta=filter_count'].join('&')}`;
};

/** `_icontains` (as our search does) or `_contains` on any of the fields. */
const containsAny = (fields: string[], text: string, operator: '_icontains' | '_contains' = '_icontains') =>
  Object.fromEntries(fields.map((field, i) => [`filter[_or][${i}][${field}][${operator}]`, text]));

/** A new vehicle for the create call: `side` and `run` keep the VINs of both sides and of every run apart (17 characters). */
export function newVehicle(sample: Sample, side: 'O' | 'D', run: string, n: number) {
  const day = '2025-01-15';
  return {
    user_id: sample.vehicle.user_id,
    models_id: sample.vehicle.models_id,
    registration: `B${side}${n}`,
    vin: `B${side}${run.slice(-7).toUpperCase().padStart(7, '0')}${String(n).padStart(8, '0')}`,
    registration_date: day,
    roadside_start_date: day,
    roadside_expiry_date: '2030-01-15',
    purchase_date: day,
    engine_number: `E${side}${n}`,
    year: '2025',
  };
}

export function comparedCalls(sample: Sample, scenarios: Scenario[]): ComparedCall[] {
  const ours = (id: string) => {
    const scenario = scenarios.find((s) => s.id === id);
    if (!scenario) throw new Error(`no scenario ${id} in config.ts`);
    return { id, title: scenario.title, ours: scenario.path };
  };
  const rego = sample.registration.slice(1, 5);
  const run = Date.now().toString(36);
  const counter = { O: 0, D: 0 };
  const creating = (side: 'O' | 'D', status: number): LoadRequest => ({ method: 'POST', status, body: () => newVehicle(sample, side, run, ++counter[side]) });
  return [
    { ...ours('vehicles-page-1'), directus: page('vehicles', VEHICLE_FIELDS, 'registration', {}) },
    { ...ours('vehicles-rego'), directus: page('vehicles', VEHICLE_FIELDS, 'registration', containsAny(['registration', 'vin'], rego)) },
    {
      ...ours('vehicles-rego'),
      title: `${ours('vehicles-rego').title}, Directus case-sensitive`,
      directus: page('vehicles', VEHICLE_FIELDS, 'registration', containsAny(['registration', 'vin'], rego, '_contains')),
    },
    {
      ...ours('vehicles-rego-exact'),
      directus: page('vehicles', VEHICLE_FIELDS, 'registration', { 'filter[registration][_eq]': sample.registration }),
    },
    { ...ours('vehicles-page-2000'), directus: page('vehicles', VEHICLE_FIELDS, 'registration', {}, 2000) },
    { ...ours('vehicle-by-id'), directus: `/items/vehicles/${sample.vehicle.id}?${VEHICLE_FIELDS}` },
    {
      ...ours('postcodes-locality'),
      directus: page('postcodes', POSTCODE_FIELDS, 'postcode', containsAny(['postcode', 'locality'], sample.locality.slice(0, 5))),
    },
    // Last: it adds vehicles, which the reads above would otherwise see.
    {
      id: 'vehicle-create',
      title: 'create a vehicle (each request a new one)',
      ours: '/api/vehicles',
      directus: `/items/vehicles?${VEHICLE_FIELDS}`,
      create: { ours: creating('O', 201), directus: creating('D', 200) },
    },
  ];
}
