// Invited owners for the registration tests: not yet registered, no password, an invitation
// code, and a vehicle with a catalogued paint.
import { colours, users } from '../../server/generated/tables.ts';
import { newCode } from '../../server/core/secrets.ts';
import type { TestApi } from './harness.ts';
import { insertModel, insertVehicle, unique } from './owner-fixtures.ts';

export interface Invitee {
  id: number;
  email: string;
  code: string;
  registration: string;
  vin: string;
}

export async function insertInvitee(api: TestApi, values: Partial<typeof users.$inferInsert> = {}): Promise<Invitee> {
  const db = api.app.database.db;
  const email = `${unique('invitee').toLowerCase()}@test.example`;
  const [user] = await db
    .insert(users)
    .values({
      firstname: 'Ivy',
      lastname: 'Invited',
      email,
      mobile_phone: '0491 570 156',
      address_line_1: '1 Test Street',
      suburb: 'Dickson',
      state: 'ACT',
      postcode: '2602',
      role: 'USER',
      registered: false,
      invitation_code: newCode(),
      ...values,
    })
    .returning();
  const model = await insertModel(api, { brand: 'Haval', model: 'H6', variant: 'Lux' });
  const paint = unique('PT');
  await db.insert(colours).values({ code: paint, name: 'Golden Black', country: 'AU', models: [model.code] });
  const vehicle = await insertVehicle(api, user!.id, model.id, { colour_code: paint });
  return { id: user!.id, email, code: user!.invitation_code!, registration: vehicle.registration, vin: vehicle.vin };
}

/** A complete registration body for the invitee (PUT /api/users/register/{id}). */
export function registrationBody(invitee: Invitee, values: Record<string, unknown> = {}) {
  return {
    firstname: 'Ivy',
    lastname: 'Registered',
    email: invitee.email,
    mobile_phone: '0491 570 157',
    other_phone: null,
    address_line_1: '2 New Street',
    suburb: 'Braddon',
    state: 'ACT',
    postcode: '2612',
    password: 'a new password',
    password_confirmation: 'a new password',
    invitation_code: invitee.code,
    ...values,
  };
}
