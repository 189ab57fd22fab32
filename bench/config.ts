// What the benchmark runs: data sizes (scaled by BENCH_SCALE), the load (BENCH_ROUNDS rounds of
// BENCH_ROUND_SECONDS per call and side, BENCH_CONNECTIONS clients, BENCH_SECONDS per side beside
// Directus; the mixed load's BENCH_OWNERS, BENCH_STAFF, BENCH_DASHBOARDS and BENCH_MIXED_SECONDS)
// and the scenarios, whose search words are taken from the
// generated rows so every search finds something.
import type { Session } from './bulk.ts';

export const BENCH_ADMIN = { email: 'bench.admin@mygwm.example', password: 'BenchAdmin#2026' };

export interface Sizes {
  users: number;
  vehicles: number;
  crmOwners: number;
  crmVehicles: number;
}

export function benchSizes(scale: number): Sizes {
  if (!(scale > 0)) throw new Error(`BENCH_SCALE must be a positive number, found ${scale}`);
  const of = (n: number) => Math.max(10, Math.round(n * scale));
  return { users: of(500_000), vehicles: of(1_000_000), crmOwners: of(150_000), crmVehicles: of(300_000) };
}

/** The import benchmark's files: rows of the roadside-assist file and of the owner file. */
export interface ImportSizes {
  roadside: number;
  owners: number;
}

/** 100,000 roadside rows and 300,000 owner rows times BENCH_SCALE, or BENCH_ROADSIDE_ROWS and BENCH_OWNER_ROWS when given. */
export function importSizes(scale: number, env: NodeJS.ProcessEnv = process.env): ImportSizes {
  const rows = (name: string, real: number) => {
    const value = env[name] ? Number(env[name]) : Math.max(10, Math.round(real * scale));
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of rows, found ${env[name]}`);
    return value;
  };
  return { roadside: rows('BENCH_ROADSIDE_ROWS', 100_000), owners: rows('BENCH_OWNER_ROWS', 300_000) };
}

export interface LoadSettings {
  scale: number;
  /** Seconds of each side's load beside Directus. */
  seconds: number;
  connections: number;
  /** Rounds per call, each a turn of the server and of the database alone, of `roundSeconds` each. */
  rounds: number;
  roundSeconds: number;
  /** Database alone, one request at a time: at most this many runs per call. */
  sequentialRuns: number;
  /** The mixed load (mixed-load.ts): simulated owners, staff and dashboard viewers at once, for this many seconds. */
  mixed: { owners: number; staff: number; dashboards: number; seconds: number };
  /** On PostgreSQL, the same calls beside Directus (beside-directus.ts); BENCH_DIRECTUS=0 leaves it out. */
  directus: boolean;
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): LoadSettings {
  const number = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
  return {
    scale: number('BENCH_SCALE', 1),
    seconds: number('BENCH_SECONDS', 10),
    connections: number('BENCH_CONNECTIONS', 32),
    rounds: number('BENCH_ROUNDS', 3),
    roundSeconds: number('BENCH_ROUND_SECONDS', 5),
    sequentialRuns: number('BENCH_DB_RUNS', 200),
    mixed: {
      owners: number('BENCH_OWNERS', 200),
      staff: number('BENCH_STAFF', 20),
      dashboards: number('BENCH_DASHBOARDS', 30),
      seconds: number('BENCH_MIXED_SECONDS', 60),
    },
    directus: env.BENCH_DIRECTUS !== '0',
  };
}

export interface Scenario {
  id: string;
  title: string;
  path: string;
}

export interface Sample {
  surname: string;
  registration: string;
  vin: string;
  locality: string;
  crmRego: string;
  /** A vehicle in the middle of the table, with its owner and model (the create call's body uses them). */
  vehicle: { id: number; user_id: number; models_id: number };
}

/** Search words from rows in the middle of each table (the same rows for the same seed and scale). */
export async function sample(session: Session): Promise<Sample> {
  const one = async (sql: string) => String(((await session.query(sql))[0] ?? [''])[0]);
  return {
    surname: await one(`SELECT lastname FROM users WHERE lastname ~ '^[A-Za-z]{7,}$' AND id >= (SELECT max(id) / 2 FROM users) ORDER BY id LIMIT 1`),
    registration: await one(`SELECT registration FROM vehicles WHERE id >= (SELECT max(id) / 2 FROM vehicles) ORDER BY id LIMIT 1`),
    vin: await one(`SELECT vin FROM vehicles WHERE id >= (SELECT max(id) / 3 FROM vehicles) ORDER BY id LIMIT 1`),
    locality: await one(`SELECT locality FROM postcodes WHERE length(locality) >= 8 AND id >= (SELECT max(id) / 2 FROM postcodes) ORDER BY id LIMIT 1`),
    crmRego: await one(`SELECT rego FROM pentana_vehicles WHERE id >= (SELECT max(id) / 2 FROM pentana_vehicles) ORDER BY id LIMIT 1`),
    vehicle: await session
      .query(`SELECT id, user_id, models_id FROM vehicles WHERE id >= (SELECT max(id) / 2 FROM vehicles) ORDER BY id LIMIT 1`)
      .then(([row]) => ({ id: Number(row![0]), user_id: Number(row![1]), models_id: Number(row![2]) })),
  };
}

export function scenarios(s: Sample): Scenario[] {
  const q = (text: string) => encodeURIComponent(text);
  const surnamePart = s.surname.slice(1, 5).toLowerCase();
  return [
    { id: 'users-page-1', title: 'users, page 1 of 50', path: '/api/users?page=1&per_page=50' },
    {
      id: 'users-surname',
      title: `users search "${surnamePart}" (part of a surname)`,
      path: `/api/users/searchWithPagination?q=${q(surnamePart)}&page=1&per_page=50`,
    },
    {
      id: 'users-short',
      title: `users search "${s.surname.slice(0, 2)}" (2 characters)`,
      path: `/api/users/searchWithPagination?q=${q(s.surname.slice(0, 2))}&page=1&per_page=50`,
    },
    {
      id: 'vehicles-rego',
      title: `vehicles search "${s.registration.slice(1, 5)}" (part of a registration)`,
      path: `/api/vehicles/searchWithPagination?q=${q(s.registration.slice(1, 5))}&page=1&per_page=50`,
    },
    {
      id: 'vehicles-vin',
      title: `vehicles search "${s.vin.slice(-7)}" (part of a VIN)`,
      path: `/api/vehicles/searchWithPagination?q=${q(s.vin.slice(-7))}&page=1&per_page=50`,
    },
    {
      id: 'vehicles-rego-exact',
      title: `vehicles whose registration is "${s.registration}" (exact filter)`,
      path: `/api/vehicles?registration=${q(s.registration)}&page=1&per_page=50`,
    },
    { id: 'vehicles-page-1', title: 'vehicles, page 1 of 50', path: '/api/vehicles?page=1&per_page=50' },
    { id: 'vehicles-page-2000', title: 'vehicles, page 2000 of 50', path: '/api/vehicles?page=2000&per_page=50' },
    { id: 'vehicle-by-id', title: `one vehicle by id (${s.vehicle.id})`, path: `/api/vehicles/${s.vehicle.id}` },
    {
      id: 'postcodes-locality',
      title: `postcodes search "${s.locality.slice(0, 5)}" (locality)`,
      path: `/api/postcodes/searchWithPagination?q=${q(s.locality.slice(0, 5))}&page=1&per_page=50`,
    },
    { id: 'crm-vehicles-search', title: `CRM vehicles search "${s.crmRego.slice(1, 5)}"`, path: `/api/pentanavehicles/search?q=${q(s.crmRego.slice(1, 5))}` },
    { id: 'dashboard', title: "the back office's dashboard (tiles and weekly figures)", path: '/api/dashboard' },
  ];
}
