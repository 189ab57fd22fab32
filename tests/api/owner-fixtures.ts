// Rows for the owner-side API tests (users, vehicles, postcodes, bookings, CRM), inserted
// straight into the database of a test API, and request bodies that pass validation.
import { eq } from 'drizzle-orm';
import { dealers, models, pentanaVehicles, pentanas, vehicleServices, vehicles } from '../../server/generated/tables.ts';
import type { TestApi } from './harness.ts';

let serial = 0;
/** A short text unique within the test run. */
export const unique = (prefix: string) => `${prefix}${(++serial).toString().padStart(4, '0')}`;

export async function insertModel(api: TestApi, values: Partial<typeof models.$inferInsert> = {}) {
  const [row] = await api.app.database.db
    .insert(models)
    .values({
      brand: 'GWM',
      code: unique('P'),
      model: 'Cannon',
      variant: 'Ultra',
      transmission: 'Automatic',
      drivetrain: '4x4',
      name: 'Cannon Ultra',
      type: 'Ute',
      image: 'cannon.png',
      ...values,
    })
    .returning();
  return row!;
}

export async function insertDealer(api: TestApi, values: Partial<typeof dealers.$inferInsert> = {}) {
  const [row] = await api.app.database.db
    .insert(dealers)
    .values({
      name: unique('Dealer '),
      brand: 'GWM',
      email: `${unique('d')}@dealer.example`,
      address_line_1: '1 Main St',
      suburb: 'Parramatta',
      state: 'NSW',
      postcode: '2150',
      country: 'AU',
      ...values,
    })
    .returning();
  return row!;
}

/** A vehicle body as the back office sends it (POST /api/vehicles). */
export function vehicleBody(userId: number, modelId: number, values: Record<string, unknown> = {}) {
  return {
    user_id: userId,
    models_id: modelId,
    dealers_id: null,
    registration: unique('REG'),
    registration_date: '2024-03-01',
    roadside_start_date: '2024-03-01',
    roadside_expiry_date: '2025-03-01',
    colour_code: 'WHT',
    vin: `LGWEF4A59${unique('').padStart(8, '0')}`,
    engine_number: unique('ENG'),
    purchase_date: '2024-02-20',
    year: '2024',
    description: 'Cannon Ultra 4x4',
    nickname: 'The ute',
    ...values,
  };
}

export async function insertVehicle(api: TestApi, userId: number, modelId: number, values: Partial<typeof vehicles.$inferInsert> = {}) {
  const { dealers_id: _none, ...body } = vehicleBody(userId, modelId);
  const [row] = await api.app.database.db
    .insert(vehicles)
    .values({ ...body, ...values } as typeof vehicles.$inferInsert)
    .returning();
  return row!;
}

/** A postcode body as the postcode dialog sends it. */
export function postcodeBody(values: Record<string, unknown> = {}) {
  return { postcode: unique('9'), locality: unique('Locality '), lng: 151.2093, lat: -33.8688, state: 'NSW', acoustic_id: unique('ac-'), ...values };
}

export async function insertPentana(api: TestApi, values: Partial<typeof pentanas.$inferInsert> = {}) {
  const [row] = await api.app.database.db
    .insert(pentanas)
    .values({ mds_owner_number: unique('MDS'), ...values })
    .returning();
  return row!;
}

export async function insertPentanaVehicle(api: TestApi, values: Partial<typeof pentanaVehicles.$inferInsert> = {}) {
  const [row] = await api.app.database.db
    .insert(pentanaVehicles)
    .values({ vin: unique('PVIN'), ...values })
    .returning();
  return row!;
}

/** A booking of a vehicle, owned by the vehicle's owner. */
export async function insertBooking(api: TestApi, values: Partial<typeof vehicleServices.$inferInsert> & { vehicle_id: number; dealer_id: number }) {
  const [vehicle] = await api.app.database.db.select({ user_id: vehicles.user_id }).from(vehicles).where(eq(vehicles.id, values.vehicle_id));
  const [row] = await api.app.database.db
    .insert(vehicleServices)
    .values({ date: '2025-06-02 09:30', odometer: 15000, user_id: vehicle?.user_id, ...values })
    .returning();
  return row!;
}

/** Every key anywhere in a JSON value (to prove a field such as `password` never leaves). */
export function allKeys(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) allKeys(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      allKeys(inner, into);
    }
  }
  return into;
}

/** Checks a body is a page as Laravel answers it. */
export function isPage(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const page = body as Record<string, unknown>;
  return Array.isArray(page.data) && ['current_page', 'last_page', 'per_page', 'total'].every((k) => Number.isInteger(page[k]));
}
