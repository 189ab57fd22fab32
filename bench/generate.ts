// Fills a fresh database with benchmark data of real size: the demo catalogue and dealers, about
// 18,500 Australian postcodes (places.ts) and 2,000 New Zealand ones, 500,000 owners,
// 1,000,000 vehicles, 150,000 CRM owners and 300,000 CRM vehicles (times BENCH_SCALE), and the
// benchmark's administrator. Secondary indexes are dropped during the load and rebuilt after it,
// then VACUUM ANALYZE, as a restored database would be.
//   tsx bench/generate.ts   with DATABASE_URL (PostgreSQL) or BENCH_DATA_DIR (PGlite folder)
import { pathToFileURL } from 'node:url';
import { type Database, openDatabase } from '../server/db/connect.ts';
import { dealers, models } from '../server/generated/tables.ts';
import { DEALERS } from '../server/seed/demo/dealers.ts';
import { addDays, addYears } from '../shared/calendar.ts';
import { acousticId } from '../server/seed/demo/helpers.ts';
import { MODEL_ROWS } from '../server/seed/demo/models.ts';
import { ensureAdmin } from '../server/seed/index.ts';
import { type Session, inChunks, openSession } from './bulk.ts';
import { loadCrm } from './generate-crm.ts';
import { BENCH_ADMIN, type Sizes, benchSizes } from './config.ts';
import { FIRST_NAMES, LAST_NAMES } from './names.ts';
import { type Place, STREETS, australianPlaces, nearestDealer } from './places.ts';
import { COLOURS, type Random, between, codeFor, email, landline, mobile, nzPostcodes, pick, registration, seeded, state, vinFor } from './data.ts';

const BULK_TABLES = ['postcodes', 'users', 'vehicles', 'pentanas', 'pentana_vehicles'];

type DealerRow = typeof dealers.$inferSelect;

export interface Generated {
  sizes: Sizes;
  seconds: Record<string, number>;
}

/** The demo dealers and models, and the benchmark's administrator: what every benchmark database starts with. */
export async function fillCatalogue({ db }: Database): Promise<{ dealerRows: DealerRow[]; modelRows: ModelRow[] }> {
  const dealerRows = await db.insert(dealers).values(DEALERS).returning();
  const modelRows = await db
    .insert(models)
    .values(MODEL_ROWS)
    .returning({ id: models.id, code: models.code, transmission: models.transmission, drivetrain: models.drivetrain });
  await ensureAdmin(db, BENCH_ADMIN);
  return { dealerRows, modelRows };
}

export async function generate(database: Database, sizes: Sizes, seed = 20260501, log: (line: string) => void = () => {}): Promise<Generated> {
  const random: Random = seeded(seed);
  const seconds: Record<string, number> = {};
  let clock = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    seconds[name] = Math.round(now - clock) / 1000;
    clock = now;
    log(`  ${name}: ${seconds[name]} s`);
  };
  const { dealerRows, modelRows } = await fillCatalogue(database);
  lap('catalogue and administrator');

  const session = await openSession(database);
  try {
    await session.query(`SET session_replication_role = replica`);
    const dropped = await dropIndexes(session);
    lap('drop secondary indexes');

    const places = await loadPostcodes(session, random, dealerRows);
    lap(`postcodes (${places.au.length + places.nz.length})`);
    const userStates = await loadUsers(session, random, sizes, places, dealerRows);
    lap(`users (${sizes.users})`);
    const vins = await loadVehicles(session, random, sizes, userStates, modelRows, dealerRows);
    lap(`vehicles (${sizes.vehicles})`);
    await loadCrm(session, random, sizes, places, vins, modelRows);
    lap(`CRM owners and vehicles (${sizes.crmOwners}, ${sizes.crmVehicles})`);

    for (const table of BULK_TABLES) await session.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
    await session.query(`SET session_replication_role = DEFAULT`);
    await session.query(`SET maintenance_work_mem = '${session.kind === 'pglite' ? '256MB' : '1GB'}'`);
    for (const definition of dropped) await session.query(definition);
    lap(`rebuild ${dropped.length} indexes`);
    await session.query('VACUUM ANALYZE');
    lap('vacuum analyze');
  } finally {
    session.release();
  }
  return { sizes, seconds };
}

/** Drops the non-key indexes of the bulk tables and answers the statements that rebuild them. */
async function dropIndexes(session: Session): Promise<string[]> {
  const rows = await session.query(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [BULK_TABLES],
  );
  for (const [name] of rows) await session.query(`DROP INDEX ${name as string}`);
  return rows.map(([, definition]) => definition as string);
}

async function loadPostcodes(session: Session, random: Random, dealerRows: DealerRow[]) {
  const au = australianPlaces();
  const nz = nzPostcodes(2000, random).map((p) => ({ ...p, state: 'NZ' }));
  const open = dealerRows.filter((d) => d.enabled && d.lat !== null && d.lng !== null);
  const rows = [...au, ...nz].map((place, i) => {
    const country = place.state === 'NZ' ? 'NZ' : 'AU';
    const local = open.filter((d) => d.country === country);
    return [
      i + 1,
      place.postcode,
      place.locality,
      place.state,
      country,
      place.lng,
      place.lat,
      acousticId(`postcode:${country}:${place.postcode}:${place.locality}`),
      true,
      nearestDealer(
        place,
        local.filter((d) => d.brand === 'GWM'),
      ),
      nearestDealer(
        place,
        local.filter((d) => d.brand === 'Haval'),
      ),
    ];
  });
  await session.insert(
    'postcodes',
    ['id', 'postcode', 'locality', 'state', 'country', 'lng', 'lat', 'acoustic_id', 'enabled', 'gwm_dealers_id', 'haval_dealers_id'],
    rows,
  );
  const byState = new Map<string, Place[]>();
  for (const place of [...au, ...nz]) byState.set(place.state, [...(byState.get(place.state) ?? []), place]);
  return { au, nz, byState };
}

async function loadUsers(
  session: Session,
  random: Random,
  sizes: Sizes,
  places: { byState: Map<string, Place[]> },
  dealerRows: DealerRow[],
): Promise<string[]> {
  const [[maxId]] = (await session.query('SELECT coalesce(max(id), 0) FROM users')) as [[number]];
  const states: string[] = [];
  const now = Date.now();
  const columns = [
    'id',
    'firstname',
    'lastname',
    'email',
    'mobile_phone',
    'home_phone',
    'address_line_1',
    'suburb',
    'state',
    'postcode',
    'dealers_id',
    'role',
    'invitation_code',
    'login_count',
    'registered',
    'registered_at',
    'consent',
    'created_at',
  ];
  await inChunks(
    sizes.users,
    (n) => {
      const id = maxId + 1 + n;
      const st = state(random);
      states.push(st);
      const place = pick(random, places.byState.get(st)!);
      const first = pick(random, FIRST_NAMES);
      const last = pick(random, LAST_NAMES);
      const registered = random() < 0.8;
      const created = new Date(now - between(random, 1, 2000) * 86_400_000);
      const dealer = random() < 0.6 ? pick(random, dealerRows).id : null;
      return [
        id,
        first,
        last,
        email(first, last, id, st === 'NZ', random),
        mobile(random, st === 'NZ'),
        random() < 0.35 ? landline(random, st) : null,
        `${between(random, 1, 250)} ${pick(random, STREETS)}`,
        place.locality,
        st,
        place.postcode,
        dealer,
        'USER',
        codeFor(id),
        registered ? between(random, 1, 60) : 0,
        registered,
        registered ? created : null,
        random() < 0.5,
        created,
      ];
    },
    (rows) => session.insert('users', columns, rows),
  );
  return states;
}

const NICKNAMES = ['The Beast', 'Work ute', 'Big Tank', 'Red Rocket', 'Old Faithful', 'The Cannon', 'Family bus', 'Blue'];

type ModelRow = { id: number; code: string; transmission: string; drivetrain: string };

async function loadVehicles(
  session: Session,
  random: Random,
  sizes: Sizes,
  userStates: string[],
  modelRows: ModelRow[],
  dealerRows: DealerRow[],
): Promise<string[]> {
  const [[firstUser]] = (await session.query(`SELECT min(id) FROM users WHERE role = 'USER'`)) as [[number]];
  const vins: string[] = [];
  const columns = [
    'id',
    'user_id',
    'models_id',
    'dealers_id',
    'registration',
    'registration_date',
    'roadside_start_date',
    'roadside_expiry_date',
    'purchase_date',
    'colour_code',
    'vin',
    'engine_number',
    'year',
    'nickname',
    'transmission',
    'fuel_type',
    'drive_type',
    'model_code',
    'kilometers',
  ];
  await inChunks(
    sizes.vehicles,
    (n) => {
      // Owners have two vehicles on average: some one, some three or more.
      const owner = Math.floor(random() * userStates.length);
      const model = pick(random, modelRows);
      const { vin, year } = vinFor(n, random);
      vins.push(vin);
      const registered = addDays(`${year}-01-01`, between(random, 0, 364));
      const purchased = addDays(registered, -between(random, 0, 20));
      return [
        n + 1,
        firstUser + owner,
        model.id,
        random() < 0.9 ? pick(random, dealerRows).id : null,
        registration(random, userStates[owner]!),
        registered,
        registered,
        addYears(registered, 5),
        purchased,
        pick(random, COLOURS),
        vin,
        `${model.code.slice(2, 6)}${String(n).padStart(8, '0')}`,
        String(year),
        random() < 0.05 ? pick(random, NICKNAMES) : null,
        model.transmission,
        pick(random, ['Diesel', 'Petrol', 'Hybrid']),
        model.drivetrain,
        model.code,
        between(random, 100, 180_000),
      ];
    },
    (rows) => session.insert('vehicles', columns, rows),
  );
  return vins;
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.BENCH_DATA_DIR;
  if (!databaseUrl && !dataDir) throw new Error('Set DATABASE_URL (PostgreSQL) or BENCH_DATA_DIR (a PGlite folder)');
  const sizes = benchSizes(Number(process.env.BENCH_SCALE || 1));
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    if ((await database.db.select({ id: dealers.id }).from(dealers).limit(1)).length)
      throw new Error('The database is not empty: the generator fills a fresh one');
    const result = await generate(database, sizes, Number(process.env.BENCH_SEED || 20260501), (line) => console.log(line));
    console.log(JSON.stringify(result));
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: Error) => {
    console.error(`generate: ${error.stack ?? error.message}`);
    process.exit(1);
  });
}
