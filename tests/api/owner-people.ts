// Owners of their own for the owner's-data tests (docs/decisions.md, "The owner's data"): made by
// staff with a password, signed in for real, each with a vehicle (a photo stored and named) and a
// booking, so an export or a deletion has something of every kind to carry or change.
import sharp from 'sharp';
import { expect } from 'vitest';
import { newFileKey } from '../../server/platform/files/store.ts';
import { type TestApi, PASSWORD } from './harness.ts';
import { insertBooking, insertDealer, insertModel, insertVehicle, unique } from './owner-fixtures.ts';
import { userBody } from './user-body.ts';

const photo = sharp({ create: { width: 64, height: 36, channels: 3, background: '#2e86c1' } })
  .jpeg()
  .toBuffer();

export interface TestOwner {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  token: string;
  vehicle: { id: number; vin: string; registration: string; nickname: string; photo: string };
  booking: { id: number; description: string };
}

/** Signs in with the password, as the sign-in page does; answers the reply. */
export const signIn = (api: TestApi, email: string, password = PASSWORD) =>
  api.app.inject({ method: 'POST', url: '/api/login', payload: { username: email, password } });

/** Calls the API as this owner (their own token, not one of the harness's callers). */
export async function asOwner(api: TestApi, owner: Pick<TestOwner, 'token'>, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await api.app.inject({ method, url, payload, headers: { authorization: `Bearer ${owner.token}` } });
  let body: any;
  try {
    body = response.json();
  } catch {
    body = response.body;
  }
  return { status: response.statusCode, body, headers: response.headers };
}

/** An owner made by staff, signed in, with one vehicle (nickname, photo) and one booking of it. */
export async function ownerWithThings(api: TestApi, firstname = unique('Fern')): Promise<TestOwner> {
  const body = userBody({ firstname, password: PASSWORD });
  const created = await api.post('admin', '/api/users', body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const signedIn = await signIn(api, body.email);
  expect(signedIn.statusCode).toBe(200);
  const model = await insertModel(api);
  const dealer = await insertDealer(api);
  const key = newFileKey('vehicle-photos', '.jpg');
  await api.app.files.put(key, await photo);
  const nickname = unique('Nick ');
  const vehicle = await insertVehicle(api, created.body.id, model.id, { nickname, my_image: key });
  const description = unique('Rattle near the tailgate ');
  const booking = await insertBooking(api, { vehicle_id: vehicle.id, dealer_id: dealer.id, description });
  return {
    id: created.body.id,
    email: body.email,
    firstname,
    lastname: body.lastname,
    token: signedIn.json<{ access_token: string }>().access_token,
    vehicle: { id: vehicle.id, vin: vehicle.vin, registration: vehicle.registration, nickname, photo: key },
    booking: { id: booking.id, description },
  };
}

/** What would tell this owner apart in any answer: none of it may reach another owner. */
export const markersOf = (owner: TestOwner) => [
  owner.email,
  owner.lastname,
  owner.vehicle.vin,
  owner.vehicle.registration,
  owner.vehicle.nickname,
  owner.vehicle.photo,
  owner.booking.description,
];
